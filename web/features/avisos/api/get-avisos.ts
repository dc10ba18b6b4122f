import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { PreferenciasDeAvisos } from '../../../../common/schemas/avisos';
import { apiRequest } from '../../../lib/api-client';

export const avisosKey = ['me', 'avisos'] as const;

const getAvisos = () => apiRequest<PreferenciasDeAvisos>(api.meusAvisos);

export function useAvisos() {
  return useQuery({ queryKey: avisosKey, queryFn: getAvisos });
}
