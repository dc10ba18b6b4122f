import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { CondutaVigente } from '../../../../common/schemas/conduta';
import { apiRequest } from '../../../lib/api-client';

export const vigenteKey = ['conduta', 'vigente'] as const;

const getVigente = () => apiRequest<CondutaVigente>(api.condutaVigente);

/** The Código de Conduta in force, with when the person acknowledged it (or null). */
export function useVigente() {
  return useQuery({ queryKey: vigenteKey, queryFn: getVigente, retry: false });
}
