import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiConteudo } from '../../../../common/paths-conteudo';
import type { ItemDaGaleria } from '../../../../common/schemas/conteudo';
import { apiRequest } from '../../../lib/api-client';
import { enviarFormulario } from './enviar-formulario';

const galeriaKey = ['conteudo', 'galeria'] as const;

/** Every item of the About gallery and the Activities grids, hidden ones too, in their order. */
export function useGaleria() {
  return useQuery({
    queryKey: galeriaKey,
    queryFn: () => apiRequest<ItemDaGaleria[]>(apiConteudo.conteudoGaleria),
  });
}

export interface NovoItem {
  secao: ItemDaGaleria['secao'];
  grupo: ItemDaGaleria['grupo'];
  titulo: string;
  texto_alternativo: string;
  /** a photo, or a video's MP4 */
  arquivo: File;
  /** a video's poster photo */
  poster?: File;
}

/** Sends a photo or a video (multipart), with its progress; the list is read again after. */
export function enviarItemDaGaleria(item: NovoItem, aoProgredir: (fracao: number) => void) {
  const corpo = new FormData();
  // the text fields first: the server reads them before the bytes
  corpo.append('secao', item.secao);
  if (item.grupo) corpo.append('grupo', item.grupo);
  corpo.append('titulo', item.titulo);
  corpo.append('texto_alternativo', item.texto_alternativo);
  corpo.append('arquivo', item.arquivo);
  if (item.poster) corpo.append('poster', item.poster);
  return enviarFormulario<{ id: number }>(apiConteudo.conteudoGaleria, corpo, aoProgredir);
}

export const useRelerGaleria = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: galeriaKey });
};

type Alteracao = Partial<Pick<ItemDaGaleria, 'titulo' | 'texto_alternativo' | 'visivel'>>;

/**
 * Changes an item's title, alternative text or visibility. The list shows the change at once
 * and goes back if the server refuses it (a hide from the field should not wait for the signal).
 */
export function useAlterarItemDaGaleria() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Alteracao & { id: number }) =>
      apiRequest<{ ok: true }>(apiConteudo.conteudoItemGaleria(id), { method: 'PATCH', body }),
    onMutate: async ({ id, ...body }) => {
      await client.cancelQueries({ queryKey: galeriaKey });
      const antes = client.getQueryData<ItemDaGaleria[]>(galeriaKey);
      client.setQueryData<ItemDaGaleria[]>(galeriaKey, (l) =>
        l?.map((i) => (i.id === id ? { ...i, ...body } : i)),
      );
      return { antes };
    },
    onError: (_e, _v, ctx) => client.setQueryData(galeriaKey, ctx?.antes),
    onSettled: () => client.invalidateQueries({ queryKey: galeriaKey }),
  });
}

/**
 * Moves an item of a grid one place (`de` → `para`, indexes in `itens`, the grid in its order):
 * each item takes its index as `ordem`, and only the ones whose `ordem` changes are sent — a swap
 * of two is two PATCHes; a grid whose numbers had gaps or repeats is renumbered once.
 */
export function useMoverItemDaGaleria() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (novaOrdem: { id: number; ordem: number }[]) => {
      await Promise.all(
        novaOrdem.map(({ id, ordem }) =>
          apiRequest<{ ok: true }>(apiConteudo.conteudoItemGaleria(id), {
            method: 'PATCH',
            body: { ordem },
          }),
        ),
      );
    },
    onMutate: async (novaOrdem) => {
      await client.cancelQueries({ queryKey: galeriaKey });
      const antes = client.getQueryData<ItemDaGaleria[]>(galeriaKey);
      const nova = new Map(novaOrdem.map((n) => [n.id, n.ordem]));
      client.setQueryData<ItemDaGaleria[]>(galeriaKey, (l) =>
        l
          ?.map((i) => ({ ...i, ordem: nova.get(i.id) ?? i.ordem }))
          .sort((a, b) => a.ordem - b.ordem || a.id - b.id),
      );
      return { antes };
    },
    onError: (_e, _v, ctx) => client.setQueryData(galeriaKey, ctx?.antes),
    onSettled: () => client.invalidateQueries({ queryKey: galeriaKey }),
  });
}

/** The `ordem` each item of a grid takes when the one at `de` goes to `para`; changed ones only. */
export function ordemAposMover(itens: ItemDaGaleria[], de: number, para: number) {
  const lista = [...itens];
  const [movido] = lista.splice(de, 1);
  if (!movido) return [];
  lista.splice(para, 0, movido);
  return lista
    .map((i, ordem) => ({ id: i.id, ordem, antes: i.ordem }))
    .filter((i) => i.ordem !== i.antes)
    .map(({ id, ordem }) => ({ id, ordem }));
}

/** Removes an item and its stored files (after the screen's confirmation). */
export function useRemoverItemDaGaleria() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ ok: true }>(apiConteudo.conteudoItemGaleria(id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: galeriaKey }),
  });
}
