import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type {
  AlterarCaso,
  DenunciaCaso,
  DenunciaResumo,
} from '../../../../common/schemas/denuncias-gestao';
import { apiRequest } from '../../../lib/api-client';

const casoKey = (id: number) => ['denuncia', id];

/** The whole case; each reading is audited by the server. */
const getCaso = (id: number) => apiRequest<DenunciaCaso>(api.adminDenuncia(id));

export function useCaso(id: number) {
  // nothing of a case is kept in memory once the screen is left
  return useQuery({ queryKey: casoKey(id), queryFn: () => getCaso(id), retry: false, gcTime: 0 });
}

function useCasoMutation<T>(id: number, call: (body: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: casoKey(id) }),
  });
}

const alterarCaso = (id: number, body: AlterarCaso) =>
  apiRequest<DenunciaResumo>(api.adminDenuncia(id), { method: 'PATCH', body });
export const useAlterarCaso = (id: number) =>
  useCasoMutation(id, (body: AlterarCaso) => alterarCaso(id, body));

const escreverAoDenunciante = (id: number, texto: string) =>
  apiRequest(api.adminDenunciaMensagens(id), { method: 'POST', body: { texto } });
export const useEscreverAoDenunciante = (id: number) =>
  useCasoMutation(id, (texto: string) => escreverAoDenunciante(id, texto));

const anotar = (id: number, texto: string) =>
  apiRequest(api.adminDenunciaNotas(id), { method: 'POST', body: { texto } });
export const useAnotar = (id: number) => useCasoMutation(id, (texto: string) => anotar(id, texto));
