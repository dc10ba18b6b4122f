import { useQuery } from '@tanstack/react-query';
import { api } from '../../common/paths';
import type { SessionUser } from '../../common/schemas/conta';
import { apiRequest } from './api-client';

export const getMe = () => apiRequest<SessionUser>(api.me);

/** The profile call; its failures are ignored by the screens (docs/product/conta.md). */
export function useMe(enabled = true) {
  return useQuery({ queryKey: ['me'], queryFn: getMe, retry: false, enabled });
}
