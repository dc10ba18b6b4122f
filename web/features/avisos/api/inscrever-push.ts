import { api } from '../../../../common/paths';
import type { NovaInscricaoPush } from '../../../../common/schemas/avisos';
import { apiRequest } from '../../../lib/api-client';

export const getChavePush = () => apiRequest<{ chave_publica: string }>(api.chavePush);

export const inscreverPush = (body: NovaInscricaoPush) =>
  apiRequest<{ id: number }>(api.inscricoesPush, { method: 'POST', body });

export const apagarInscricaoPush = (id: number) =>
  apiRequest<null>(api.inscricaoPush(id), { method: 'DELETE' });
