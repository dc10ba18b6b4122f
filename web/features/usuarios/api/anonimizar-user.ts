import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { PublicUser } from '../../../../common/schemas/usuarios';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './get-users';
import { userKey } from './get-user';
import { respostaNoCache } from '../../../lib/resposta-no-cache';

/** Anonymises a former employee's (inactive) account: admin only (docs/product/privacidade.md). */
const anonimizarUser = (id: string) =>
  apiRequest<PublicUser>(api.userAnonimizar(id), { method: 'POST' });

export function useAnonimizarUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => anonimizarUser(id),
    onSuccess: async (user) => {
      await respostaNoCache(client, userKey(id), user);
      return client.invalidateQueries({ queryKey: usersKey, exact: true });
    },
  });
}
