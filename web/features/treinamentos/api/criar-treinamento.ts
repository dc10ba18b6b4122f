import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { NovoTreinamento, TreinamentoCriado } from '../../../../common/schemas/treinamentos';
import { apiRequest } from '../../../lib/api-client';
import { useCriacaoUnica } from '../../../lib/criacao-unica';
import { treinamentosKey } from './get-treinamentos';

const criar = (body: NovoTreinamento, headers: Record<string, string>) =>
  apiRequest<TreinamentoCriado>(api.treinamentos, { method: 'POST', body, headers });

/** Creates a training once however often "Cadastrar" is clicked (web/lib/criacao-unica.ts). */
export function useCriarTreinamento() {
  const qc = useQueryClient();
  return useCriacaoUnica(criar, {
    onSuccess: () => qc.invalidateQueries({ queryKey: treinamentosKey }),
  });
}
