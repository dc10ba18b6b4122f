import { api } from '../../../../common/paths';
import type { LoginBody, LoginOuDesafio } from '../../../../common/schemas/conta';
import { apiRequest } from '../../../lib/api-client';
import { useChamada } from '../../../lib/use-chamada';

function login(body: LoginBody): Promise<LoginOuDesafio> {
  return apiRequest<LoginOuDesafio>(api.login, { method: 'POST', body, auth: false });
}

/** Without the portal's data cache: the pre-rendered login page loads no query library. */
export const useLogin = () => useChamada(login);
