import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { AlteracaoDoIncidente, IncidenteDetalhe } from '../../../../common/schemas/incidentes';
import { apiRequest } from '../../../lib/api-client';
import { incidenteKey } from './get-incidente';
import { incidentesKey } from './get-incidentes';
import { respostaNoCache } from '../../../lib/resposta-no-cache';

const alterarIncidente = ({ id, ...body }: AlteracaoDoIncidente & { id: number }) =>
  apiRequest<IncidenteDetalhe>(api.adminIncidente(id), { method: 'PATCH', body });

/** Records the ANPD's communication, or new measures. */
export function useAlterarIncidente() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: alterarIncidente,
    onSuccess: async (i) => {
      await respostaNoCache(qc, incidenteKey(i.id), i);
      void qc.invalidateQueries({ queryKey: incidentesKey, exact: true });
    },
  });
}
