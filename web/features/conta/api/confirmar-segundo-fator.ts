import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { CodigoBody, CodigosRecuperacao } from '../../../../common/schemas/segundo-fator';
import { apiRequest } from '../../../lib/api-client';
import { segundoFatorKey } from './get-segundo-fator';

function confirmarSegundoFator(body: CodigoBody): Promise<CodigosRecuperacao> {
  return apiRequest<CodigosRecuperacao>(api.confirmarSegundoFator, { method: 'POST', body });
}

export function useConfirmarSegundoFator() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: confirmarSegundoFator,
    onSuccess: () => qc.invalidateQueries({ queryKey: segundoFatorKey }),
  });
}
