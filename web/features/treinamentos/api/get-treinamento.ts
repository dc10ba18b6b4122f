import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { TreinamentoDetalhe } from '../../../../common/schemas/treinamentos';
import { apiRequest } from '../../../lib/api-client';
import { treinamentosKey } from './get-treinamentos';

const getTreinamento = (id: number) => apiRequest<TreinamentoDetalhe>(api.treinamento(id));

/** One training with who attended. */
export function useTreinamento(id: number) {
  return useQuery({ queryKey: [...treinamentosKey, id], queryFn: () => getTreinamento(id) });
}
