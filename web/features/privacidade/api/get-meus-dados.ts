import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { MeusDados } from '../../../../common/schemas/dados-pessoais';
import { apiRequest } from '../../../lib/api-client';

export const meusDadosKey = ['me', 'dados'] as const;

const getMeusDados = () => apiRequest<MeusDados>(api.meusDados);

/** Everything the portal holds about the person (docs/product/privacidade.md, "Meus dados"). */
export function useMeusDados() {
  // read afresh on every visit: the file downloaded must be what the portal holds now
  return useQuery({ queryKey: meusDadosKey, queryFn: getMeusDados, staleTime: 0, gcTime: 0 });
}
