import { useQuery } from '@tanstack/react-query';
import { apiConteudo } from '../../../../common/paths-conteudo';
import type { Candidatura } from '../../../../common/schemas/conteudo';
import { apiRequest } from '../../../lib/api-client';

/**
 * Each CV link is signed for at least an hour (server/lib/file-urls.ts): the list is read again
 * before its links can expire while the screen stays open, and when rh comes back to the tab
 * after a while. Each reading is audited by the server, so it is not read more often than that.
 */
const RELEITURA_MS = 30 * 60_000;

/** The applications received, newest first, each with its CV's signed link (rh, admin). */
export function useCandidaturas() {
  return useQuery({
    queryKey: ['conteudo', 'candidaturas'],
    queryFn: () => apiRequest<Candidatura[]>(apiConteudo.adminCandidaturas),
    staleTime: RELEITURA_MS / 2,
    refetchInterval: RELEITURA_MS,
    refetchOnWindowFocus: true,
  });
}
