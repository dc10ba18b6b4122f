import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { LoginBody, LoginOuDesafio } from '../../../../common/schemas/conta';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<LoginOuDesafio> {
  return apiRequest<LoginOuDesafio>(api.login, { method: 'POST', body, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
