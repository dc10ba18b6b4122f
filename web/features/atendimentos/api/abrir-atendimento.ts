import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { Prioridade } from '../../../../common/schemas/atendimentos';
import { apiRequest } from '../../../lib/api-client';

/** Answers the caller's open ticket, or opens a new one (one open ticket per user). */
export const abrirAtendimento = (prioridade?: Prioridade) =>
  apiRequest<{ atendimentoId: number }>(api.atendimentos, {
    method: 'POST',
    ...(prioridade ? { body: { prioridade } } : {}),
  });

export function useAbrirAtendimento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prioridade?: Prioridade) => abrirAtendimento(prioridade),
    onSuccess: () => client.invalidateQueries({ queryKey: ['atendimentos'] }),
  });
}
