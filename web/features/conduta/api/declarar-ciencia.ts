import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { CienciaResposta } from '../../../../common/schemas/conduta';
import { apiRequest } from '../../../lib/api-client';
import { vigenteKey } from './get-vigente';

const declararCiencia = (versao_id: number) =>
  apiRequest<CienciaResposta>(api.condutaCiencia, { method: 'POST', body: { versao_id } });

/**
 * "Li e estou ciente"; afterwards the code and the profile (its `conduta_pendente`, which the
 * portal's guard reads: web/features/conduta/components/GuardaDaConduta.tsx) are read again.
 */
export function useDeclararCiencia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: declararCiencia,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: vigenteKey }),
        client.invalidateQueries({ queryKey: ['me'] }),
      ]),
  });
}
