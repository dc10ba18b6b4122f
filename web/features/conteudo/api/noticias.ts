import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiConteudo } from '../../../../common/paths-conteudo';
import type { ImagemDoSite, NovaNoticia, Noticia } from '../../../../common/schemas/conteudo';
import { apiRequest } from '../../../lib/api-client';
import { enviarFormulario } from './enviar-formulario';

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

/** Changes any field of an article: its text, its cover, or `rascunho` (publish, take off). */
export function useAlterarNoticia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Partial<NovaNoticia> & { id: number }) =>
      apiRequest<{ id: number; slug: string }>(apiConteudo.conteudoNoticia(id), {
        method: 'PATCH',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticiasKey }),
  });
}

/** Removes an article (after the screen's confirmation). */
export function useRemoverNoticia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ ok: true }>(apiConteudo.conteudoNoticia(id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticiasKey }),
  });
}

/**
 * Sends a cover photo (multipart `arquivo`), with its progress; the article names it by the id
 * answered, with `capa_alt`.
 */
export function enviarCapa(arquivo: File, aoProgredir: (fracao: number) => void) {
  const corpo = new FormData();
  corpo.append('arquivo', arquivo);
  return enviarFormulario<{ id: number; imagem: ImagemDoSite }>(
    apiConteudo.conteudoImagens,
    corpo,
    aoProgredir,
  );
}

/** The body as the page will show it, rendered and sanitised by the server. */
export const previaDaNoticia = (corpo: string) =>
  apiRequest<{ html: string }>(apiConteudo.conteudoPrevia, { method: 'POST', body: { corpo } });
