import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { Mensagem } from '../../../../common/schemas/atendimentos';
import { apiRequest } from '../../../lib/api-client';
import { juntarMensagens, mensagensKey } from '../../../lib/mensagens';

export const enviarMensagem = (id: number, mensagem: string) =>
  apiRequest<Mensagem>(api.mensagens(id), { method: 'POST', body: { mensagem } });

/** Sends a text message and adds it to the conversation at once, without waiting for a poll. */
export function useEnviarMensagem(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mensagem: string) => enviarMensagem(id!, mensagem),
    onSuccess: (msg) => {
      client.setQueryData<Mensagem[]>(mensagensKey(id), (old) =>
        old ? juntarMensagens(old, [msg]) : old,
      );
    },
  });
}
