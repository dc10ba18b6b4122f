import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { CreateUserBody, PublicUser } from '../../../../common/schemas/usuarios';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './get-users';

const createUser = (body: CreateUserBody) =>
  apiRequest<PublicUser>(api.users, { method: 'POST', body });

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}
