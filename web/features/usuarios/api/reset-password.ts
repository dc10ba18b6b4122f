import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { PublicUser } from '../../../../common/schemas/usuarios';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './get-users';

/** A temporary password: the user must change it at the next login. */
const resetUserPassword = (id: string, password: string) =>
  apiRequest<PublicUser>(api.userPassword(id), { method: 'PATCH', body: { password } });

export function useResetUserPassword(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => resetUserPassword(id, password),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}
