import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { TreinamentoResumo } from '../../../../common/schemas/treinamentos';
import { apiRequest } from '../../../lib/api-client';

export const treinamentosKey = ['treinamentos'] as const;

const getTreinamentos = () => apiRequest<TreinamentoResumo[]>(api.treinamentos);

/** Every training, newest first (compliance, admin). */
export function useTreinamentos() {
  return useQuery({ queryKey: [...treinamentosKey, 'lista'], queryFn: getTreinamentos });
}
