import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { LoginBody, LoginResponse } from '../../../../common/schemas/conta';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(api.login, { method: 'POST', body, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
