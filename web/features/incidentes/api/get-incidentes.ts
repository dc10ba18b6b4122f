import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { IncidenteItem } from '../../../../common/schemas/incidentes';
import { apiRequest } from '../../../lib/api-client';

export const incidentesKey = ['incidentes'] as const;

const getIncidentes = () => apiRequest<IncidenteItem[]>(api.adminIncidentes);

/** The register (admin): those not yet told to the ANPD first, nearest deadline first. */
export function useIncidentes() {
  return useQuery({ queryKey: incidentesKey, queryFn: getIncidentes });
}
