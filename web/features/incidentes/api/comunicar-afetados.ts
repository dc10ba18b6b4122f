import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { ComunicadoBody, ComunicadoCriado } from '../../../../common/schemas/incidentes';
import { apiRequest } from '../../../lib/api-client';
import { useCriacaoUnica } from '../../../lib/criacao-unica';
import { incidenteKey } from './get-incidente';

/**
 * Sends the notice to the people the admin chose, once however often "Enviar" is clicked
 * (web/lib/criacao-unica.ts): each person gets one banner to confirm.
 */
export function useComunicarAfetados(id: number) {
  const qc = useQueryClient();
  return useCriacaoUnica(
    (body: ComunicadoBody, headers) =>
      apiRequest<ComunicadoCriado>(api.adminIncidenteComunicados(id), {
        method: 'POST',
        body,
        headers,
      }),
    { onSuccess: () => qc.invalidateQueries({ queryKey: incidenteKey(id) }) },
  );
}
