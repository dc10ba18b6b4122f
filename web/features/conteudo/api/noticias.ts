import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiConteudo } from '../../../../common/paths-conteudo';
import type { NovaNoticia, Noticia } from '../../../../common/schemas/conteudo';
import { apiRequest } from '../../../lib/api-client';

const noticiasKey = ['conteudo', 'noticias'] as const;

/** Every article, drafts too, the newest first (admin, rh). */
export function useNoticias() {
  return useQuery({
    queryKey: noticiasKey,
    queryFn: () => apiRequest<Noticia[]>(apiConteudo.conteudoNoticias),
  });
}

export function useCriarNoticia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NovaNoticia) =>
      apiRequest<{ id: number; slug: string }>(apiConteudo.conteudoNoticias, {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticiasKey }),
  });
}

/** Publishes (`rascunho: false`) or takes an article off the site (`true`). */
export function usePublicarNoticia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rascunho }: { id: number; rascunho: boolean }) =>
      apiRequest<{ id: number; slug: string }>(apiConteudo.conteudoNoticia(id), {
        method: 'PATCH',
        body: { rascunho },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticiasKey }),
  });
}

/** The body as the page will show it, rendered and sanitised by the server. */
export const previaDaNoticia = (corpo: string) =>
  apiRequest<{ html: string }>(apiConteudo.conteudoPrevia, { method: 'POST', body: { corpo } });
