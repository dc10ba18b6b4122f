import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { IncidenteDetalhe, NovoIncidente } from '../../../../common/schemas/incidentes';
import { apiRequest } from '../../../lib/api-client';
import { incidenteKey } from './get-incidente';
import { incidentesKey } from './get-incidentes';

const registrarIncidente = (body: NovoIncidente) =>
  apiRequest<IncidenteDetalhe>(api.adminIncidentes, { method: 'POST', body });

export function useRegistrarIncidente() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: registrarIncidente,
    onSuccess: (i) => {
      qc.setQueryData(incidenteKey(i.id), i);
      void qc.invalidateQueries({ queryKey: incidentesKey, exact: true });
    },
  });
}
