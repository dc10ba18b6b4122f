import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CANDIDATURAS_POR_PAGINA } from '../../../../common/conteudo';
import { apiConteudo } from '../../../../common/paths-conteudo';
import type { Candidatura } from '../../../../common/schemas/conteudo';
import { apiPage } from '../../../lib/api-client';

/**
 * Each CV link is signed for at least an hour (server/lib/file-urls.ts): the list is read again
 * before its links can expire while the screen stays open, and when rh comes back to the tab
 * after a while. Each reading is audited by the server, so it is not read more often than that.
 */
const RELEITURA_MS = 30 * 60_000;

/** Which applications: a page, of one opening (its id, or `espontanea`) or of all. */
export interface FiltroDeCandidaturas {
  pagina: number;
  vaga?: number | 'espontanea';
}

/**
 * A page of the applications received, newest first, each with its CV's signed link, and how
 * many match (rh, admin). The page shown stays while the next one comes.
 */
export function useCandidaturas({ pagina, vaga }: FiltroDeCandidaturas) {
  const query = new URLSearchParams({
    pagina: String(pagina),
    por_pagina: String(CANDIDATURAS_POR_PAGINA),
  });
  if (vaga !== undefined) query.set('vaga', String(vaga));
  return useQuery({
    queryKey: ['conteudo', 'candidaturas', pagina, vaga ?? 'todas'],
    queryFn: () => apiPage<Candidatura>(`${apiConteudo.adminCandidaturas}?${query}`),
    placeholderData: keepPreviousData,
    staleTime: RELEITURA_MS / 2,
    refetchInterval: RELEITURA_MS,
    refetchOnWindowFocus: true,
  });
}
