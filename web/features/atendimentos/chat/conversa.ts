/**
 * A conversation's messages in the data cache: the one list the chat shows, owned here. Four
 * writers put messages into it — the chat's reads (api/get-mensagens.ts), the live stream
 * (chat/ao-vivo.ts), the waiting queue's answers (components/FilaDeEnvio.tsx) and the copy kept
 * on the device (hooks/use-conversa-no-aparelho.ts) — and each goes through `juntarMensagens`:
 * a message is a row of the server, recognised by its id, so whatever arrives twice shows once
 * and no writer can take away what another put in. The items still waiting on the device are not
 * in this list (they live in the queue, chat/fila.ts); `semRepetidas` says which of them to show
 * beside it. Choices: docs/decisions/040-cliente-do-chat.md.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Mensagem } from '../../../../common/schemas/atendimentos';
import { parseArquivo, stripBidiControls } from '../../../../common/atendimentos';
import type { ItemFila } from './fila';

export const mensagensKey = (id: number | null) => ['mensagens', id];

/**
 * `atual` with the messages of `chegadas` it lacks, in id order. A message already held keeps
 * its copy; `atual` itself comes back when nothing is new, so the screen does not draw again.
 */
export function juntarMensagens(atual: Mensagem[] | undefined, chegadas: Mensagem[]): Mensagem[] {
  const ids = new Set(atual?.map((m) => m.id));
  const faltam: Mensagem[] = [];
  for (const m of chegadas) {
    if (ids.has(m.id)) continue;
    ids.add(m.id);
    faltam.push(m);
  }
  if (atual && faltam.length === 0) return atual;
  return [...(atual ?? []), ...faltam].sort((a, b) => a.id - b.id);
}

/**
 * The chat's query writes each answer of the server through this (TanStack Query's
 * `structuralSharing`, which runs when the answer is stored, not when it was asked for): a read
 * that left before the stream or the queue added a message cannot remove it when it lands.
 */
export const juntarAoGravar = (atual: unknown, chegadas: unknown): Mensagem[] =>
  juntarMensagens(atual as Mensagem[] | undefined, chegadas as Mensagem[]);

/**
 * Messages the server announced (the stream) or answered (a send), into a conversation already
 * read. One never read is left to its first read, which brings everything: a list holding only
 * the newcomers would make the next `?depois=` read skip what came before them.
 */
export function acrescentarMensagens(
  client: QueryClient,
  atendimentoId: number,
  chegadas: Mensagem[],
): void {
  client.setQueryData<Mensagem[]>(mensagensKey(atendimentoId), (atual) =>
    atual ? juntarMensagens(atual, chegadas) : undefined,
  );
}

/**
 * The copy kept on the device, for a chat opened without a signal: it is the list until the
 * server is read; joined by id to what is already held, it adds nothing the server said.
 */
export function recuperarMensagens(
  client: QueryClient,
  atendimentoId: number,
  salvas: Mensagem[],
): void {
  client.setQueryData<Mensagem[]>(mensagensKey(atendimentoId), (atual) =>
    juntarMensagens(atual, salvas),
  );
}

/** Whether message `m` is what `item` becomes on the server. */
function mesmoConteudo(item: ItemFila, m: Mensagem): boolean {
  if (item.kind === 'text') return m.tipo !== 'arquivo' && m.mensagem === item.mensagem;
  return m.tipo === 'arquivo' && parseArquivo(m.mensagem)?.nome === stripBidiControls(item.nome);
}

/**
 * The waiting items to show after the conversation. An item leaves the queue in the same update
 * that puts its answer's message into the list (by id), so it never shows beside it. Before that
 * answer, an item whose try is out or got no answer (`enviando`, `sem_resposta`, kept on the
 * item) may already be written, and the stream or a read can bring its message first; the server
 * does not tell which item a message came from, so such an item is hidden while a message of its
 * side, newer than the conversation when it was queued, has its content, each message standing
 * for one item at most. Items never tried, and refused ones, always show.
 */
export function semRepetidas<T extends { item: ItemFila }>(
  itens: T[],
  mensagens: Mensagem[],
  lado: Mensagem['remetente'],
): T[] {
  const usadas = new Set<number>();
  return itens.filter(({ item }) => {
    if (item.falha || !(item.enviando || item.sem_resposta)) return true;
    const igual = mensagens.find(
      (m) =>
        !usadas.has(m.id) &&
        m.id > item.ultimo_visto &&
        m.remetente === lado &&
        mesmoConteudo(item, m),
    );
    if (!igual) return true;
    usadas.add(igual.id);
    return false;
  });
}
