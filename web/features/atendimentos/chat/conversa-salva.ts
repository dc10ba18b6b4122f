/**
 * The employee's open conversation as last seen, kept on the device (IndexedDB) so that the chat
 * opened without a signal shows it, with the messages still waiting, instead of an error. Only
 * the person's own ticket with support: never an Ouvidoria case, never a staff list. Keyed by
 * user; "Sair" removes it.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Atendimento, Mensagem } from '../../../../common/schemas/atendimentos';

export interface ConversaSalva {
  atendimento: Atendimento;
  mensagens: Mensagem[];
}

/** Enough to read back the recent exchange; older messages come from the server. */
const GUARDADAS = 100;

let loja: UseStore | undefined;
const banco = () => (loja ??= createStore('portal-conversa', 'conversas'));

export async function salvarConversa(usuarioId: number, conversa: ConversaSalva): Promise<void> {
  try {
    await set(usuarioId, { ...conversa, mensagens: conversa.mensagens.slice(-GUARDADAS) }, banco());
  } catch {
    // storage refused: the chat simply needs the connection to open
  }
}

export async function lerConversa(usuarioId: number): Promise<ConversaSalva | null> {
  try {
    return (await get<ConversaSalva>(usuarioId, banco())) ?? null;
  } catch {
    return null;
  }
}

export async function apagarConversa(usuarioId: number): Promise<void> {
  try {
    await del(usuarioId, banco());
  } catch {
    // nothing kept
  }
}
