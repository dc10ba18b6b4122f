import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { MeuComunicado } from '../../../../common/schemas/comunicados';
import { apiRequest } from '../../../lib/api-client';

export const meusComunicadosKey = ['me', 'comunicados'] as const;

const getMeusComunicados = () => apiRequest<MeuComunicado[]>(api.meusComunicados);

/**
 * The company's notices the person has not dismissed: read when the portal opens, when the window
 * is back, and every ten minutes a portal tab stays open (no live event: docs/decisions/050-*.md).
 */
export function useMeusComunicados(enabled: boolean) {
  return useQuery({
    queryKey: meusComunicadosKey,
    queryFn: getMeusComunicados,
    enabled,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    refetchInterval: 10 * 60_000,
  });
}
