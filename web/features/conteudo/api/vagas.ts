import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiConteudo } from '../../../../common/paths-conteudo';
import type { NovaVaga, Vaga } from '../../../../common/schemas/conteudo';
import { apiRequest } from '../../../lib/api-client';

const vagasKey = ['conteudo', 'vagas'] as const;

/** Every opening, open or closed, the newest first (admin, rh). */
export function useVagas() {
  return useQuery({
    queryKey: vagasKey,
    queryFn: () => apiRequest<Vaga[]>(apiConteudo.conteudoVagas),
  });
}

/** Registers an opening; the list is read again. */
export function useCriarVaga() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NovaVaga) =>
      apiRequest<{ id: number }>(apiConteudo.conteudoVagas, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: vagasKey }),
  });
}

/** Opens or closes an opening. */
export function useAbrirOuFecharVaga() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, aberta }: { id: number; aberta: boolean }) =>
      apiRequest<{ ok: true }>(apiConteudo.conteudoVaga(id), { method: 'PATCH', body: { aberta } }),
    onSuccess: () => client.invalidateQueries({ queryKey: vagasKey }),
  });
}
