import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { Adesao } from '../../../../common/schemas/conduta';
import { apiRequest } from '../../../lib/api-client';

const getAdesao = (versao: number | undefined) =>
  apiRequest<Adesao>(versao ? `${api.condutaAdesao}?versao=${versao}` : api.condutaAdesao);

/** Who among the active people acknowledged a version (the one in force when none is given). */
export function useAdesao(versao: number | undefined, enabled = true) {
  return useQuery({
    queryKey: ['conduta', 'adesao', versao ?? 'vigente'],
    queryFn: () => getAdesao(versao),
    enabled,
    retry: false,
  });
}
