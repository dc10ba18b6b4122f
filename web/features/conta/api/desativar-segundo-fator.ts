import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { DesativarSegundoFatorBody } from '../../../../common/schemas/segundo-fator';
import { apiRequest } from '../../../lib/api-client';
import { segundoFatorKey } from './get-segundo-fator';

function desativarSegundoFator(body: DesativarSegundoFatorBody): Promise<null> {
  return apiRequest<null>(api.meuSegundoFator, { method: 'DELETE', body });
}

export function useDesativarSegundoFator() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: desativarSegundoFator,
    onSuccess: () => qc.invalidateQueries({ queryKey: segundoFatorKey }),
  });
}
