import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { VersoesDoCodigo } from '../../../../common/schemas/conduta';
import { apiRequest } from '../../../lib/api-client';

export const versoesKey = ['conduta', 'versoes'] as const;

const getVersoes = () => apiRequest<VersoesDoCodigo>(api.condutaVersoes);

/** Every published version, the newest first (compliance, admin). */
export function useVersoes() {
  return useQuery({ queryKey: versoesKey, queryFn: getVersoes });
}
