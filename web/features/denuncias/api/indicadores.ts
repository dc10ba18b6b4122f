import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { IndicadoresOuvidoria } from '../../../../common/schemas/denuncias-gestao';
import { apiRequest } from '../../../lib/api-client';

const getIndicadores = () => apiRequest<IndicadoresOuvidoria>(api.adminDenunciaIndicadores);

export function useIndicadores() {
  return useQuery({ queryKey: ['denuncias', 'indicadores'], queryFn: getIndicadores });
}
