import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { z } from 'zod';
import type { resumoOuvidoria } from '../../../../common/schemas/denuncias-gestao';
import { apiRequest } from '../../../lib/api-client';

export type ResumoOuvidoria = z.infer<typeof resumoOuvidoria>;

/** Counts for the "Gestão Ouvidoria" button: only numbers, for staff. */
export const getResumoOuvidoria = () => apiRequest<ResumoOuvidoria>(api.adminDenunciaResumo);

export function useResumoOuvidoria(enabled: boolean) {
  return useQuery({ queryKey: ['denuncias', 'resumo'], queryFn: getResumoOuvidoria, enabled });
}
