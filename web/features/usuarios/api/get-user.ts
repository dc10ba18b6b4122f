import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { PublicUser } from '../../../../common/schemas/usuarios';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './get-users';

export const userKey = (id: string) => [...usersKey, id] as const;

export const getUser = (id: string) => apiRequest<PublicUser>(api.user(id));

export function useUser(id: string, enabled: boolean) {
  return useQuery({ queryKey: userKey(id), queryFn: () => getUser(id), enabled, retry: false });
}
