import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { TipoDeSolicitacao } from '../../../../common/solicitacoes-privacidade';
import { apiRequest } from '../../../lib/api-client';
import { minhasSolicitacoesKey } from './get-minhas-solicitacoes';
import { meusDadosKey } from './get-meus-dados';

const criarSolicitacao = (body: { tipo: TipoDeSolicitacao; texto: string }) =>
  apiRequest<{ id: number; prazo: string }>(api.minhasSolicitacoes, { method: 'POST', body });

/** A privacy request of the signed-in person (LGPD art. 18). */
export function useCriarSolicitacao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: criarSolicitacao,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: minhasSolicitacoesKey });
      await client.invalidateQueries({ queryKey: meusDadosKey });
    },
  });
}
