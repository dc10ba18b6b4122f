import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { presencaRegistrada } from '../../../../common/schemas/treinamentos';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { meusTreinamentosKey } from './get-meus-treinamentos';

const registrar = (codigo: string) =>
  apiRequest<z.infer<typeof presencaRegistrada>>(api.presencaTreinamento, {
    method: 'POST',
    body: { codigo },
  });

/** The person types the code shown at the training, on its day. */
export function useRegistrarPresenca() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: registrar,
    onSuccess: () => qc.invalidateQueries({ queryKey: meusTreinamentosKey }),
  });
}
