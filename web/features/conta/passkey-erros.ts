/**
 * What a person is told when the browser's passkey dialog did not give an answer: closed,
 * timed out, or not offered by this browser. An abort (a new request replacing the one the
 * login field was waiting on) is marked so the screen can stay quiet.
 */
export class PasskeyInterrompida extends Error {
  constructor(
    message: string,
    readonly silenciosa = false,
  ) {
    super(message);
  }
}

export function erroDaPasskey(err: unknown, etapa: 'registro' | 'login'): PasskeyInterrompida {
  const nome = err instanceof Error ? err.name : '';
  const codigo = (err as { code?: string } | null)?.code ?? '';
  if (nome === 'AbortError' || codigo === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyInterrompida('', true);
  }
  if (codigo === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new PasskeyInterrompida('Este aparelho já tem uma chave de acesso do portal.');
  }
  if (nome === 'NotSupportedError' || /does not support WebAuthn/i.test(String(err))) {
    return new PasskeyInterrompida('Este navegador não oferece chaves de acesso.');
  }
  return new PasskeyInterrompida(
    etapa === 'registro'
      ? 'A chave de acesso não foi criada: o pedido foi cancelado ou o tempo acabou. Tente de novo.'
      : 'A chave de acesso não foi usada: o pedido foi cancelado ou o tempo acabou. Tente de novo ou entre com usuário e senha.',
  );
}
