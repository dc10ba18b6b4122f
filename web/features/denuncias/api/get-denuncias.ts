import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { Denuncia } from '../../../../common/schemas/denuncias';
import { apiRequest } from '../../../lib/api-client';

/** Every report, newest first. The server records each call as a reading in the audit log. */
export const getDenuncias = () => apiRequest<Denuncia[]>(api.adminDenuncias);

export function useDenuncias() {
  return useQuery({
    queryKey: ['denuncias'],
    queryFn: getDenuncias,
    // One reading per visit of the screen, and nothing kept in memory once it is left.
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
