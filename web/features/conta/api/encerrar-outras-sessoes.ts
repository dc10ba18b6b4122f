import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { Encerradas } from '../../../../common/schemas/sessoes';
import { apiRequest } from '../../../lib/api-client';
import { sessoesKey } from './get-sessoes';

/** Ends every device but this one. */
const encerrarOutras = () => apiRequest<Encerradas>(api.encerrarOutrasSessoes, { method: 'POST' });

export function useEncerrarOutrasSessoes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: encerrarOutras,
    onSettled: () => qc.invalidateQueries({ queryKey: sessoesKey }),
  });
}
