import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { DenunciaBody } from '../../../../common/schemas/denuncias';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sends a report. An anonymous one leaves without the Authorization header and without any
 * name, so the server is never told who sent it; a named one goes as any portal call.
 */
export function enviarDenuncia(body: DenunciaBody): Promise<{ ok: true }> {
  if (body.anonimato) {
    const { categoria, descricao } = body;
    return apiRequest(api.denuncias, {
      method: 'POST',
      body: { categoria, descricao, anonimato: true },
      auth: false,
    });
  }
  return apiRequest(api.denuncias, { method: 'POST', body });
}

export function useEnviarDenuncia() {
  // gcTime 0: the text of a sent report is not kept in the page's memory afterwards.
  return useMutation({ mutationFn: enviarDenuncia, gcTime: 0 });
}
