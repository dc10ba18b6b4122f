import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import { apiRequest } from '../../../lib/api-client';
import { treinamentosKey } from './get-treinamentos';

const marcar = ({ id, usuario_ids }: { id: number; usuario_ids: number[] }) =>
  apiRequest<{ adicionados: number }>(api.treinamentoParticipantes(id), {
    method: 'POST',
    body: { usuario_ids },
  });

export function useMarcarParticipantes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: marcar,
    onSuccess: () => qc.invalidateQueries({ queryKey: treinamentosKey }),
  });
}
