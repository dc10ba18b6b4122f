import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { DashboardLink } from '../../../../common/content';
import { apiRequest } from '../../../lib/api-client';

const getLinks = () => apiRequest<DashboardLink[]>(api.links);

export function useLinks() {
  return useQuery({ queryKey: ['links'], queryFn: getLinks, staleTime: 5 * 60_000 });
}
