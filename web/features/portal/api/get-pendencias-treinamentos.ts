import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { SituacaoDaEquipe } from '../../../../common/schemas/treinamentos';
import { apiRequest } from '../../../lib/api-client';

export interface PendenciasTreinamentos {
  /** due within 30 days */
  a_vencer: number;
  /** past due, or never trained */
  vencidos: number;
}

/**
 * Who is due for the harassment-prevention training, counted from the team's situation as the
 * server judges it (`GET /api/treinamentos/situacao`), with the same cache entry as the trainings
 * screen, so attendance marked there is counted here at once.
 */
export function contarTreinamentos(equipe: SituacaoDaEquipe): PendenciasTreinamentos {
  return {
    a_vencer: equipe.filter((p) => p.situacao === 'a_vencer').length,
    vencidos: equipe.filter((p) => p.situacao === 'vencido' || p.situacao === 'nunca').length,
  };
}

const getSituacao = () => apiRequest<SituacaoDaEquipe>(api.treinamentosSituacao);

export function usePendenciasTreinamentos(enabled: boolean) {
  return useQuery({
    queryKey: ['treinamentos', 'situacao'],
    queryFn: getSituacao,
    enabled,
    select: contarTreinamentos,
  });
}
