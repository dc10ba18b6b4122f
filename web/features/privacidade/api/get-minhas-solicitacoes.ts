import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { MinhaSolicitacao } from '../../../../common/schemas/solicitacoes-privacidade';
import { apiRequest } from '../../../lib/api-client';

export const minhasSolicitacoesKey = ['me', 'solicitacoes'] as const;

const getMinhasSolicitacoes = () => apiRequest<MinhaSolicitacao[]>(api.minhasSolicitacoes);

/** One's own privacy requests, newest first, with their status and answer. */
export function useMinhasSolicitacoes() {
  return useQuery({
    queryKey: minhasSolicitacoesKey,
    queryFn: getMinhasSolicitacoes,
    staleTime: 0,
  });
}
