import { api } from '../../../../common/paths';
import type { LoginResponse } from '../../../../common/schemas/conta';
import type { Login2faBody } from '../../../../common/schemas/segundo-fator';
import { apiRequest } from '../../../lib/api-client';
import { useChamada } from '../../../lib/use-chamada';

function login2fa(body: Login2faBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(api.login2fa, { method: 'POST', body, auth: false });
}

/** Part of the login page, which loads no query library (see ./login.ts). */
export const useLogin2fa = () => useChamada(login2fa);
