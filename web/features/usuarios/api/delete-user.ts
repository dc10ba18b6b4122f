import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './get-users';

const deleteUser = (id: string) => apiRequest<null>(api.user(id), { method: 'DELETE' });

export function useDeleteUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteUser(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: [...usersKey, id] });
      return client.invalidateQueries({ queryKey: usersKey, exact: true });
    },
  });
}
