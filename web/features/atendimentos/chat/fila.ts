/**
 * The chat's waiting queue: messages and attachments a person sent while the app could not reach
 * the server, kept on the device (IndexedDB) until they go out (chat/fila-envio.ts). Each item
 * belongs to one user and is only ever listed or sent for that user; it never holds the token (the
 * sender reads the current session when it sends). Its id is also its `Idempotency-Key`, so a try
 * whose answer was lost is answered again by the server instead of written twice.
 */
import { createStore, del, delMany, get, set, values, type UseStore } from 'idb-keyval';

interface ItemBase {
  /** crypto.randomUUID(): the item's key here and its Idempotency-Key on the server */
  id: string;
  usuario_id: number;
  atendimento_id: number;
  /** Date.now() when queued: the order of sending */
  criado_em: number;
  /** the last message id of the conversation when queued: the sent message comes after it */
  ultimo_visto: number;
  /** the server's reason when it refused the item for good; it then waits for "Descartar" */
  falha?: string;
  /**
   * a try is out (or about to go, the item queued while online): the server may be writing it.
   * Kept on the item, so every tab knows; a tab closed mid-try leaves it set, which is still
   * true in that the try may have been written.
   */
  enviando?: boolean;
  /** a try got no answer at all: the server may have written it (chat/conversa.ts, `semRepetidas`) */
  sem_resposta?: boolean;
}
export type ItemFila = ItemBase &
  (
    | { kind: 'text'; mensagem: string }
    | {
        kind: 'arquivo';
        arquivo: Blob;
        nome: string;
        tipo: string;
        /** a voice message's length in seconds, sent with it (field `duracao`) */
        duracao?: number;
      }
  );

let loja: UseStore | undefined;
const banco = () => (loja ??= createStore('portal-fila', 'itens'));

const ouvintes = new Set<() => void>();
let canal: BroadcastChannel | undefined;

/** Tells this tab's screens and the app's other tabs that the queue changed. */
function mudou() {
  for (const o of ouvintes) o();
  canal?.postMessage('mudou');
}

/** Calls `ouvinte` whenever the queue changes, in this tab or another one. */
export function ouvirFila(ouvinte: () => void): () => void {
  if (!canal && typeof BroadcastChannel !== 'undefined') {
    canal = new BroadcastChannel('portal-fila');
    canal.onmessage = () => {
      for (const o of ouvintes) o();
    };
  }
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

/** The user's waiting items, oldest first. */
export async function listarFila(usuarioId: number): Promise<ItemFila[]> {
  try {
    const todos = await values<ItemFila>(banco());
    return todos
      .filter((i) => i.usuario_id === usuarioId)
      .sort((a, b) => a.criado_em - b.criado_em);
  } catch {
    return [];
  }
}

export async function porNaFila(item: ItemFila): Promise<void> {
  await set(item.id, item, banco());
  mudou();
}

export async function tirarDaFila(id: string): Promise<void> {
  await del(id, banco());
  mudou();
}

type Estado = Pick<ItemBase, 'falha' | 'enviando' | 'sem_resposta'>;

/** Records what became of the item's last try; nothing when it has left the queue meanwhile. */
export async function marcarItem(id: string, estado: Estado): Promise<void> {
  const item = await get<ItemFila>(id, banco());
  if (!item) return;
  await set(id, { ...item, ...estado }, banco());
  mudou();
}

/** Removes every item of the user: "Sair" after the person agreed to drop them. */
export async function descartarFilaDoUsuario(usuarioId: number): Promise<void> {
  try {
    const ids = (await values<ItemFila>(banco()))
      .filter((i) => i.usuario_id === usuarioId)
      .map((i) => i.id);
    if (ids.length) await delMany(ids, banco());
    mudou();
  } catch {
    // no IndexedDB (private mode): nothing was kept
  }
}

/** Whether anything of the user waits, for the "leave anyway?" questions. */
export async function temItensNaFila(usuarioId: number): Promise<boolean> {
  return (await listarFila(usuarioId)).length > 0;
}
