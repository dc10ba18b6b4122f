import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { PublicUser } from '../../../../common/schemas/usuarios';
import { apiRequest } from '../../../lib/api-client';

export const usersKey = ['users'] as const;

const getUsers = () => apiRequest<PublicUser[]>(api.users);

/** Gestão de Usuários: every user; the search box filters on the client. */
export function useUsers(enabled: boolean) {
  return useQuery({ queryKey: usersKey, queryFn: getUsers, enabled });
}
