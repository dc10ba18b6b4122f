import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { Mensagem } from '../../../../common/schemas/atendimentos';
import { apiRequest } from '../../../lib/api-client';
import { juntarMensagens, mensagensKey } from '../../../lib/mensagens';
import { usePolledQuery } from '../hooks/polling';

export const getMensagens = (id: number, depois?: number) =>
  apiRequest<Mensagem[]>(depois ? `${api.mensagens(id)}?depois=${depois}` : api.mensagens(id));

/**
 * The conversation: read whole once, then only what is newer than the last message held
 * (`?depois=`, docs/product/atendimentos.md), merged into what is on screen. Every opening of the
 * chat asks the server, even with the conversation still in memory from an earlier visit (or
 * added there by the live stream meanwhile): that read is what marks the answers read
 * ("Respostas não lidas"), so what is shown is never left counted as new.
 */
export function useMensagens(id: number | null, opts: { poll: boolean }) {
  const client = useQueryClient();
  return usePolledQuery<Mensagem[]>({
    queryKey: mensagensKey(id),
    queryFn: () => {
      const atual = client.getQueryData<Mensagem[]>(mensagensKey(id));
      const ultimo = atual?.at(-1)?.id;
      if (!atual || ultimo === undefined) return getMensagens(id!);
      return getMensagens(id!, ultimo).then((novas) => juntarMensagens(atual, novas));
    },
    enabled: id !== null,
    poll: opts.poll,
    askOnMount: true,
  });
}
