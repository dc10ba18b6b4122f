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
    onSettled: (_data, err, id) => {
      const fechar = (t: Atendimento) => (t.id === id ? { ...t, status: 'fechado' as const } : t);
      // Lists, one ticket, and the panel's pages all live under ['atendimentos'].
      client.setQueriesData<unknown>({ queryKey: ['atendimentos'] }, (old: unknown) => {
        if (err || !old || typeof old !== 'object') return old;
        if (Array.isArray(old)) return (old as Atendimento[]).map(fechar);
        if ('itens' in old) {
          const page = old as { itens: Atendimento[]; total: number };
          return { ...page, itens: page.itens.map(fechar) };
        }
        return 'id' in old ? fechar(old as Atendimento) : old;
      });
      void client.invalidateQueries({ queryKey: ['atendimentos'] });
    },
  });
}
