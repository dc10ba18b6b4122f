import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type {
  Acompanhamento,
  Credenciais,
} from '../../../../common/schemas/denuncias-acompanhamento';
import { apiRequest } from '../../../lib/api-client';

/**
 * The reporter's calls never carry the session's token (auth: false): following a case must
 * not tie it to an account, and a wrong key must not end anyone's session.
 */
const consultarCaso = (creds: Credenciais) =>
  apiRequest<Acompanhamento>(api.acompanhamento, { method: 'POST', body: creds, auth: false });

const escreverNoCaso = (body: Credenciais & { texto: string }) =>
  apiRequest<{ ok: true }>(api.acompanhamentoMensagens, { method: 'POST', body, auth: false });

export function useConsultarCaso() {
  // gcTime 0: what the reporter read is not kept in the page's memory afterwards.
  return useMutation({ mutationFn: consultarCaso, gcTime: 0 });
}

export function useEscreverNoCaso() {
  return useMutation({ mutationFn: escreverNoCaso, gcTime: 0 });
}

/** Evidence for the case: protocol and key first, then the file, as multipart. */
export function enviarAnexo(creds: Credenciais, file: File) {
  const form = new FormData();
  form.append('protocolo', creds.protocolo);
  form.append('chave', creds.chave);
  form.append('arquivo', file);
  return apiRequest<{ ok: true; nome: string; tamanho: number }>(api.acompanhamentoAnexos, {
    method: 'POST',
    body: form,
    auth: false,
  });
}

export function useEnviarAnexo() {
  return useMutation({
    mutationFn: ({ creds, file }: { creds: Credenciais; file: File }) => enviarAnexo(creds, file),
  });
}
