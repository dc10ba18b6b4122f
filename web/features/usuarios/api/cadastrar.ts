import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { CadastrarBody } from '../../../../common/schemas/conta';
import type { PublicUser } from '../../../../common/schemas/usuarios';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './get-users';

function cadastrar(body: CadastrarBody): Promise<PublicUser> {
  return apiRequest<PublicUser>(api.cadastrar, { method: 'POST', body });
}

/** Cadastro de Usuário; the users list is read again afterwards. */
export function useCadastrar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cadastrar,
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey, exact: true }),
  });
}
