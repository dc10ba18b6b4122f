import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { SolicitacaoNaFila } from '../../../../common/schemas/solicitacoes-privacidade';
import { apiRequest } from '../../../lib/api-client';

export const filaDeSolicitacoesKey = ['admin', 'solicitacoes'] as const;

const getFila = () => apiRequest<SolicitacaoNaFila[]>(api.adminSolicitacoes);

/** The privacy requests' queue: open ones nearest due first (late marked), then answered ones. */
export function useFilaDeSolicitacoes() {
  return useQuery({ queryKey: filaDeSolicitacoesKey, queryFn: getFila, staleTime: 0 });
}
