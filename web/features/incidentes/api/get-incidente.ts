import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { IncidenteDetalhe } from '../../../../common/schemas/incidentes';
import { apiRequest } from '../../../lib/api-client';
import { incidentesKey } from './get-incidentes';

export const incidenteKey = (id: number) => [...incidentesKey, id] as const;

const getIncidente = (id: number) => apiRequest<IncidenteDetalhe>(api.adminIncidente(id));

/** One incident, with its deadline and the notices sent to the people affected. */
export function useIncidente(id: number) {
  return useQuery({ queryKey: incidenteKey(id), queryFn: () => getIncidente(id) });
}
