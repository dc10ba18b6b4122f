import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { NovoTreinamento } from '../../../../common/schemas/treinamentos';
import { apiRequest } from '../../../lib/api-client';
import { treinamentosKey } from './get-treinamentos';

const criar = (body: NovoTreinamento) =>
  apiRequest<{ id: number; codigo_presenca: string }>(api.treinamentos, { method: 'POST', body });

export function useCriarTreinamento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: criar,
    onSuccess: () => qc.invalidateQueries({ queryKey: treinamentosKey }),
  });
}
