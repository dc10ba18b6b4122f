import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import { apiRequest } from '../../../lib/api-client';
import { sessoesKey } from './get-sessoes';

/** Ends one of one's devices: its token is refused from now on. */
const encerrarSessao = (id: string) => apiRequest<null>(api.minhaSessao(id), { method: 'DELETE' });

export function useEncerrarSessao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: encerrarSessao,
    onSettled: () => qc.invalidateQueries({ queryKey: sessoesKey }),
  });
}
