import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import { apiRequest } from '../../../lib/api-client';

/** Answers the caller's open ticket, or opens a new one (one open ticket per user). */
export const abrirAtendimento = () =>
  apiRequest<{ atendimentoId: number }>(api.atendimentos, { method: 'POST' });

export function useAbrirAtendimento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: abrirAtendimento,
    onSuccess: () => client.invalidateQueries({ queryKey: ['atendimentos'] }),
  });
}
