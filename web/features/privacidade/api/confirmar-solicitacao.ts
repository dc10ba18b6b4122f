import { api } from '../../../../common/paths';
import { CONFIRMACAO_ERROS } from '../../../../common/solicitacoes-privacidade';

export type Confirmacao =
  { tipo: 'ok'; protocolo: string; prazo: string } | { tipo: 'recusada'; mensagem: string };

const SEM_RESPOSTA = 'Erro na confirmação. Verifique sua conexão e abra o link de novo.';

/**
 * Confirms a visitor's privacy request with the token of the link sent to their e-mail
 * (docs/decisions/056-confirmacao-das-solicitacoes.md); the server's refusal is said as it is.
 */
export async function confirmarSolicitacao(token: string): Promise<Confirmacao> {
  let res: Response;
  try {
    res = await fetch(api.confirmarSolicitacao, {
      method: 'POST',
      body: JSON.stringify({ token }),
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  } catch {
    return { tipo: 'recusada', mensagem: SEM_RESPOSTA };
  }
  const json = (await res.json().catch(() => null)) as {
    protocolo?: unknown;
    prazo?: unknown;
    error?: unknown;
  } | null;
  if (res.ok && typeof json?.protocolo === 'string' && typeof json.prazo === 'string') {
    return { tipo: 'ok', protocolo: json.protocolo, prazo: json.prazo };
  }
  if (res.status === 429) {
    return { tipo: 'recusada', mensagem: 'Muitas tentativas. Aguarde alguns minutos.' };
  }
  return {
    tipo: 'recusada',
    mensagem: typeof json?.error === 'string' ? json.error : CONFIRMACAO_ERROS.invalido,
  };
}
