import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { DenunciaBody } from '../../../../common/schemas/denuncias';
import type { ReciboDenuncia } from '../../../../common/schemas/denuncias-acompanhamento';
import { apiRequest } from '../../../lib/api-client';

const ENVIO_LIMITE_MS = 20_000;

/**
 * Sends a report; answers the receipt (protocol and key). An anonymous one leaves without the
 * Authorization header and without any name, so the server is never told who sent it; a named
 * one goes as any portal call.
 */
function enviarDenuncia(body: DenunciaBody): Promise<ReciboDenuncia> {
  // On a weak signal the request can hang: after this long the form says there is no connection
  // and stops showing "Enviando...", keeping what was typed.
  const signal = AbortSignal.timeout(ENVIO_LIMITE_MS);
  if (body.anonimato) {
    const { categoria, descricao, excluir_papeis } = body;
    return apiRequest(api.denuncias, {
      method: 'POST',
      body: { categoria, descricao, anonimato: true, excluir_papeis },
      auth: false,
      signal,
    });
  }
  return apiRequest(api.denuncias, { method: 'POST', body, signal });
}

export function useEnviarDenuncia() {
  // gcTime 0: the text of a sent report is not kept in the page's memory afterwards.
  return useMutation({ mutationFn: enviarDenuncia, gcTime: 0 });
}
