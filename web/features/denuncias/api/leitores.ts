import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { LeitoresDeDenuncias } from '../../../../common/schemas/denuncias';
import { apiRequest } from '../../../lib/api-client';

/**
 * Who reads reports today, by role only, so the form can say before sending that a choice of
 * exclusions would reach nobody. Asked without the session's token, like an anonymous report:
 * opening the form tells the server nothing about who opened it.
 */
const getLeitores = () => apiRequest<LeitoresDeDenuncias>(api.denunciasLeitores, { auth: false });

export const leitoresQueryOptions = () =>
  queryOptions({ queryKey: ['denuncias', 'leitores'], queryFn: getLeitores, staleTime: 60_000 });

export function useLeitores() {
  return useQuery(leitoresQueryOptions());
}
