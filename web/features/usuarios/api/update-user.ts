import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { PublicUser, UpdateUserBody } from '../../../../common/schemas/usuarios';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './get-users';
import { userKey } from './get-user';
import { respostaNoCache } from '../../../lib/resposta-no-cache';

/** nome, login and role always; status_usuario only when it changed (docs/product/usuarios.md). */
const updateUser = (id: string, body: UpdateUserBody) =>
  apiRequest<PublicUser>(api.user(id), { method: 'PATCH', body });

export function useUpdateUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(id, body),
    onSuccess: async (user) => {
      await respostaNoCache(client, userKey(id), user);
      return client.invalidateQueries({ queryKey: usersKey, exact: true });
    },
  });
}
