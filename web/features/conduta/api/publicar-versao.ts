import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { PublicarVersaoBody, VersaoPublicada } from '../../../../common/schemas/conduta';
import { apiRequest } from '../../../lib/api-client';

const publicarVersao = (body: PublicarVersaoBody) =>
  apiRequest<VersaoPublicada>(api.condutaVersoes, { method: 'POST', body });

/** Publishes a new version: everything about the code is read again, the profile too. */
export function usePublicarVersao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publicarVersao,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['conduta'] }),
        client.invalidateQueries({ queryKey: ['me'] }),
      ]),
  });
}
