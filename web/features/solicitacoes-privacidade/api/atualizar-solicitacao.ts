import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { AtualizarSolicitacao } from '../../../../common/schemas/solicitacoes-privacidade';
import { apiRequest } from '../../../lib/api-client';
import { filaDeSolicitacoesKey } from './get-fila';

const atualizarSolicitacao = ({ id, ...body }: AtualizarSolicitacao & { id: number }) =>
  apiRequest<{ ok: true }>(api.adminSolicitacao(id), { method: 'PATCH', body });

/** Moves a request to em_analise, or ends it (concluida, recusada) with the answer. */
export function useAtualizarSolicitacao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: atualizarSolicitacao,
    onSettled: () => client.invalidateQueries({ queryKey: filaDeSolicitacoesKey }),
  });
}
