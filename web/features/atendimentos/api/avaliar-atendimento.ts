import { api } from '../../../../common/paths';
import type { AvaliacaoBody } from '../../../../common/schemas/atendimentos';
import { apiRequest } from '../../../lib/api-client';

export const avaliarAtendimento = (id: number, body: AvaliacaoBody) =>
  apiRequest<{ atendimentoId: number; nota: number; comentario: string | null }>(
    api.avaliacao(id),
    { method: 'POST', body },
  );
