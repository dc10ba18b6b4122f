import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { AvaliacaoBody } from '../../../../common/schemas/atendimentos';
import { apiRequest } from '../../../lib/api-client';

export const avaliarAtendimento = (id: number, body: AvaliacaoBody) =>
  apiRequest<{ atendimentoId: number; nota: number; comentario: string | null }>(
    api.avaliacao(id),
    { method: 'POST', body },
  );

export function useAvaliarAtendimento(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AvaliacaoBody) => avaliarAtendimento(id, body),
    // the lists show whether it was rated
    onSuccess: () => client.invalidateQueries({ queryKey: ['atendimentos'] }),
  });
}
