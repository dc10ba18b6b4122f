import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { MeusTreinamentos } from '../../../../common/schemas/treinamentos';
import { apiRequest } from '../../../lib/api-client';

export const meusTreinamentosKey = ['me', 'treinamentos'] as const;

const getMeus = () => apiRequest<MeusTreinamentos>(api.meusTreinamentos);

/** One's own situation and trainings (every role). */
export function useMeusTreinamentos(ativo = true) {
  return useQuery({ queryKey: meusTreinamentosKey, queryFn: getMeus, enabled: ativo });
}
