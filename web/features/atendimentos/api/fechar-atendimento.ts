import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { Atendimento } from '../../../../common/schemas/atendimentos';
import { apiRequest } from '../../../lib/api-client';

export const fecharAtendimento = (id: number) =>
  apiRequest<{ id: number; status: 'fechado' }>(api.fechar(id), { method: 'POST' });

/** Closes the ticket and shows it closed at once in every cached list. */
export function useFecharAtendimento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fecharAtendimento,
    onSettled: (_data, _err, id) => {
      client.setQueriesData<Atendimento[]>({ queryKey: ['atendimentos'] }, (old) =>
        _err ? old : old?.map((t) => (t.id === id ? { ...t, status: 'fechado' } : t)),
      );
      void client.invalidateQueries({ queryKey: ['atendimentos'] });
    },
  });
}
