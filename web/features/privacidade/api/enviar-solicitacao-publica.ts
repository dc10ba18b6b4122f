import { useCallback, useState } from 'react';
import { api } from '../../../../common/paths';
import {
  solicitacaoCampoDoErro,
  type SolicitacaoCampo,
} from '../../../../common/solicitacoes-privacidade';

/**
 * 'ok': the protocol to keep; 'campo': refused for a field the person can fix; 'limite': too
 * many sends (429); 'falha': refused for nothing to fix; 'erro': no answer came.
 */
export type EnvioDaSolicitacao =
  | { tipo: 'ok'; protocolo: string }
  | { tipo: 'campo'; campo: SolicitacaoCampo; mensagem: string }
  | { tipo: 'limite' }
  | { tipo: 'falha'; mensagem?: string }
  | { tipo: 'erro' };

/** Posts a visitor's request as JSON, without a session (the page is public). */
async function enviarSolicitacaoPublica(
  body: Record<SolicitacaoCampo, string>,
): Promise<EnvioDaSolicitacao> {
  let res: Response;
  try {
    res = await fetch(api.solicitacaoPublica, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  } catch {
    return { tipo: 'erro' };
  }
  const json = (await res.json().catch(() => null)) as {
    protocolo?: unknown;
    error?: unknown;
  } | null;
  if (res.ok && typeof json?.protocolo === 'string')
    return { tipo: 'ok', protocolo: json.protocolo };
  if (res.status === 429) return { tipo: 'limite' };
  if (typeof json?.error === 'string') {
    const campo = solicitacaoCampoDoErro(json.error);
    if (campo) return { tipo: 'campo', campo, mensagem: json.error };
    return { tipo: 'falha', mensagem: json.error };
  }
  return { tipo: 'falha' };
}

/** The public page has no query cache (it stays light): a small hook keeps the request's state. */
export function useEnviarSolicitacaoPublica() {
  const [sending, setSending] = useState(false);
  const send = useCallback(async (body: Record<SolicitacaoCampo, string>) => {
    setSending(true);
    try {
      return await enviarSolicitacaoPublica(body);
    } finally {
      setSending(false);
    }
  }, []);
  return { send, sending };
}
