import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { Sessao } from '../../../../common/schemas/sessoes';
import { apiRequest } from '../../../lib/api-client';

export const sessoesKey = ['me', 'sessoes'] as const;

const getSessoes = () => apiRequest<Sessao[]>(api.minhasSessoes);

/** One's devices ("Aparelhos conectados"), the one asking marked `atual`. */
export function useSessoes() {
  return useQuery({ queryKey: sessoesKey, queryFn: getSessoes });
}
