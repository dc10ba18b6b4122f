import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { IndicadoresPgr } from '../../../../common/schemas/denuncias-gestao';
import { apiRequest } from '../../../lib/api-client';

const getPgr = (de: string, ate: string) =>
  apiRequest<IndicadoresPgr>(
    `${api.indicadoresPgr}?${new URLSearchParams({ de, ate }).toString()}`,
  );

/** The Ouvidoria's counts for the risk inventory, NR-1 PGR (compliance, admin). */
export function useIndicadoresPgr(de: string, ate: string, ativo: boolean) {
  return useQuery({
    queryKey: ['denuncias', 'pgr', de, ate],
    queryFn: () => getPgr(de, ate),
    enabled: ativo && !!de && !!ate,
  });
}
