import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { Mensagem } from '../../../../common/schemas/atendimentos';
import { apiRequest } from '../../../lib/api-client';
import { juntarAoGravar, mensagensKey } from '../chat/conversa';
import { usePolledQuery } from '../hooks/polling';

export const getMensagens = (id: number, depois?: number) =>
  apiRequest<Mensagem[]>(depois ? `${api.mensagens(id)}?depois=${depois}` : api.mensagens(id));

/**
 * The conversation's query: read whole once, then only what is newer than the last message held
 * (`?depois=`, docs/product/atendimentos.md). What the server answers is joined by id to the list
 * as it is when the answer lands (chat/conversa.ts), never to the list as it was when asked.
 */
export function mensagensQuery(client: QueryClient, id: number | null, ler = getMensagens) {
  const queryKey = mensagensKey(id);
  return {
    queryKey,
    // only run when enabled, with an id
    queryFn: () => ler(id!, client.getQueryData<Mensagem[]>(queryKey)?.at(-1)?.id),
    structuralSharing: juntarAoGravar,
  };
}

/**
 * The conversation, polled. Every opening of the chat asks the server, even with the conversation
 * still in memory from an earlier visit (or added there by the live stream meanwhile): that read
 * is what marks the answers read ("Respostas não lidas"), so what is shown is never left counted
 * as new.
 */
export function useMensagens(id: number | null, opts: { poll: boolean }) {
  const client = useQueryClient();
  return usePolledQuery<Mensagem[]>({
    ...mensagensQuery(client, id),
    enabled: id !== null,
    poll: opts.poll,
    askOnMount: true,
  });
}
