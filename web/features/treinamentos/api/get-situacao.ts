import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { SituacaoDaEquipe } from '../../../../common/schemas/treinamentos';
import { apiRequest } from '../../../lib/api-client';
import { treinamentosKey } from './get-treinamentos';

const getSituacao = () => apiRequest<SituacaoDaEquipe>(api.treinamentosSituacao);

/** Every active person's harassment-prevention situation. */
export function useSituacao() {
  return useQuery({ queryKey: [...treinamentosKey, 'situacao'], queryFn: getSituacao });
}
