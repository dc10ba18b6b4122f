import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { LoginResponse } from '../../../../common/schemas/conta';
import type { Login2faBody } from '../../../../common/schemas/segundo-fator';
import { apiRequest } from '../../../lib/api-client';

export function login2fa(body: Login2faBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(api.login2fa, { method: 'POST', body, auth: false });
}

export function useLogin2fa() {
  return useMutation({ mutationFn: login2fa });
}
