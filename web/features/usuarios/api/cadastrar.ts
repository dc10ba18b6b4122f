import { api } from '../../../../common/paths';
import type { CadastrarBody } from '../../../../common/schemas/conta';
import type { PublicUser } from '../../../../common/schemas/usuarios';
import { apiRequest } from '../../../lib/api-client';

export function cadastrar(body: CadastrarBody): Promise<PublicUser> {
  return apiRequest<PublicUser>(api.cadastrar, { method: 'POST', body });
}
