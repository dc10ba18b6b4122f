import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { SolicitacaoNaFila } from '../../../../common/schemas/solicitacoes-privacidade';
import { apiRequest } from '../../../lib/api-client';

/** Open requests this close to their 15 days are said to be near it on the portal home. */
export const PERTO_DO_PRAZO_DIAS = 3;
const DIA_MS = 24 * 60 * 60 * 1000;

export interface PendenciasPrivacidade {
  abertas: number;
  perto_do_prazo: number;
  atrasadas: number;
}

/**
 * What waits in the privacy requests' queue, counted from the queue's own answer (`GET
 * /api/admin/solicitacoes`: the server judges `atrasada`). Same cache entry as the queue's
 * screen, so an answer given there is counted here at once.
 */
export function contarPendencias(
  fila: readonly SolicitacaoNaFila[],
  agora = Date.now(),
): PendenciasPrivacidade {
  // open while the duty is not met: an ended request whose answer has not reached the person too
  const abertas = fila.filter((s) => !s.atendida);
  return {
    abertas: abertas.length,
    atrasadas: abertas.filter((s) => s.atrasada).length,
    perto_do_prazo: abertas.filter(
      (s) => !s.atrasada && Date.parse(s.prazo) - agora <= PERTO_DO_PRAZO_DIAS * DIA_MS,
    ).length,
  };
}

const getFila = () => apiRequest<SolicitacaoNaFila[]>(api.adminSolicitacoes);

export function usePendenciasPrivacidade(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'solicitacoes'],
    queryFn: getFila,
    enabled,
    select: (fila) => contarPendencias(fila),
  });
}
