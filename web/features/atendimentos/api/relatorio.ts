import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { RelatorioSuporte } from '../../../../common/schemas/atendimentos-relatorio';
import { apiRequest } from '../../../lib/api-client';

export const getRelatorio = (de: string, ate: string) =>
  apiRequest<RelatorioSuporte>(`${api.atendimentosRelatorio}?${new URLSearchParams({ de, ate })}`);

export function useRelatorio(de: string, ate: string) {
  return useQuery({
    queryKey: ['atendimentos', 'relatorio', de, ate],
    queryFn: () => getRelatorio(de, ate),
    enabled: Boolean(de && ate),
    retry: false,
  });
}
