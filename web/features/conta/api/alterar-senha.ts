import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { AlterarSenhaBody } from '../../../../common/schemas/conta';
import { apiRequest } from '../../../lib/api-client';

function alterarSenha(body: AlterarSenhaBody): Promise<{ message: string }> {
  return apiRequest(api.alterarSenha, { method: 'POST', body });
}

export function useAlterarSenha() {
  return useMutation({ mutationFn: alterarSenha });
}
