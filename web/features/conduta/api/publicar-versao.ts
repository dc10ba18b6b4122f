import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { PublicarVersaoBody, VersaoPublicada } from '../../../../common/schemas/conduta';
import { apiRequest } from '../../../lib/api-client';
import { useCriacaoUnica } from '../../../lib/criacao-unica';

const publicarVersao = (body: PublicarVersaoBody, headers: Record<string, string>) =>
  apiRequest<VersaoPublicada>(api.condutaVersoes, { method: 'POST', body, headers });

/**
 * Publishes a new version, once however often "Publicar" is clicked (web/lib/criacao-unica.ts):
 * everything about the code is read again, the profile too. Not awaited: the form drops its
 * draft first, so the portal's guard leading the publisher to the new version finds nothing to
 * ask about.
 */
export function usePublicarVersao() {
  const client = useQueryClient();
  return useCriacaoUnica(publicarVersao, {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['conduta'] });
      void client.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
