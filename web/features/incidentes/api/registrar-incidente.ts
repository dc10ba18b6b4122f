import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { IncidenteDetalhe, NovoIncidente } from '../../../../common/schemas/incidentes';
import { apiRequest } from '../../../lib/api-client';
import { useCriacaoUnica } from '../../../lib/criacao-unica';
import { incidenteKey } from './get-incidente';
import { incidentesKey } from './get-incidentes';
import { respostaNoCache } from '../../../lib/resposta-no-cache';

const registrarIncidente = (body: NovoIncidente, headers: Record<string, string>) =>
  apiRequest<IncidenteDetalhe>(api.adminIncidentes, { method: 'POST', body, headers });

/** Registers an incident once however often "Registrar" is clicked (web/lib/criacao-unica.ts). */
export function useRegistrarIncidente() {
  const qc = useQueryClient();
  return useCriacaoUnica(registrarIncidente, {
    onSuccess: async (i) => {
      await respostaNoCache(qc, incidenteKey(i.id), i);
      void qc.invalidateQueries({ queryKey: incidentesKey, exact: true });
    },
  });
}
