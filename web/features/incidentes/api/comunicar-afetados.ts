import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { ComunicadoBody } from '../../../../common/schemas/incidentes';
import { apiRequest } from '../../../lib/api-client';
import { incidenteKey } from './get-incidente';

const comunicarAfetados = ({ id, ...body }: ComunicadoBody & { id: number }) =>
  apiRequest<{ id: number; destinatarios: number }>(api.adminIncidenteComunicados(id), {
    method: 'POST',
    body,
  });

/** Sends the notice to the people the admin chose. */
export function useComunicarAfetados(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ComunicadoBody) => comunicarAfetados({ id, ...body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: incidenteKey(id) }),
  });
}
