import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import { apiRequest } from '../../../lib/api-client';
import { mensagensContatoKey } from './get-mensagens';

const marcarMensagemLida = (id: number) =>
  apiRequest<{ ok: true }>(api.contatoMensagemLida(id), { method: 'POST' });

export function useMarcarMensagemLida() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: marcarMensagemLida,
    onSuccess: () => client.invalidateQueries({ queryKey: mensagensContatoKey }),
  });
}
