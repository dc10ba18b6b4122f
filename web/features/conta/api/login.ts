import { useState } from 'react';
import { api } from '../../../../common/paths';
import type { LoginBody, LoginResponse } from '../../../../common/schemas/conta';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(api.login, { method: 'POST', body, auth: false });
}

type Estado = 'idle' | 'pending' | 'success' | 'error';

/**
 * The login call's state, without the portal's data cache: the pre-rendered login page loads no
 * query library (docs/decisions/026-login-pre-renderizado-e-js-enxuto.md).
 */
export function useLogin() {
  const [estado, setEstado] = useState<{ status: Estado; error: Error | null }>({
    status: 'idle',
    error: null,
  });
  const mutate = (body: LoginBody, opts: { onSuccess?: (r: LoginResponse) => void } = {}): void => {
    setEstado({ status: 'pending', error: null });
    login(body).then(
      (r) => {
        setEstado({ status: 'success', error: null });
        opts.onSuccess?.(r);
      },
      (err: unknown) =>
        setEstado({ status: 'error', error: err instanceof Error ? err : new Error(String(err)) }),
    );
  };
  return {
    mutate,
    isPending: estado.status === 'pending',
    isSuccess: estado.status === 'success',
    error: estado.error,
  };
}
