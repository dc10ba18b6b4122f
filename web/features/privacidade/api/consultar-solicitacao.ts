import { useCallback, useState } from 'react';
import { api } from '../../../../common/paths';
import type { SolicitacaoConsultada } from '../../../../common/schemas/solicitacoes-privacidade';

export type Consulta =
  { tipo: 'ok'; solicitacao: SolicitacaoConsultada } | { tipo: 'recusada'; mensagem: string };

/**
 * A visitor reads their request with the protocol and the e-mail together (a POST, so neither
 * goes into an address bar or a log); the server's refusal is said as it is.
 */
async function consultarSolicitacao(body: { protocolo: string; email: string }): Promise<Consulta> {
  let res: Response;
  try {
    res = await fetch(api.consultarSolicitacao, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  } catch {
    return {
      tipo: 'recusada',
      mensagem: 'Erro na consulta. Verifique sua conexão e tente novamente.',
    };
  }
  const json = (await res.json().catch(() => null)) as
    (SolicitacaoConsultada & { error?: unknown }) | null;
  if (res.ok && json && typeof json.protocolo === 'string') {
    return { tipo: 'ok', solicitacao: json };
  }
  if (res.status === 429) {
    return {
      tipo: 'recusada',
      mensagem: 'Muitas consultas em pouco tempo. Aguarde alguns minutos e tente novamente.',
    };
  }
  return {
    tipo: 'recusada',
    mensagem:
      typeof json?.error === 'string'
        ? json.error
        : 'Falha na consulta. Tente novamente mais tarde.',
  };
}

/** The public page has no query cache: a small hook keeps the lookup's state. */
export function useConsultarSolicitacao() {
  const [consultando, setConsultando] = useState(false);
  const consultar = useCallback(async (body: { protocolo: string; email: string }) => {
    setConsultando(true);
    try {
      return await consultarSolicitacao(body);
    } finally {
      setConsultando(false);
    }
  }, []);
  return { consultar, consultando };
}
