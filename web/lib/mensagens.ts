/**
 * The chat's messages in the data cache, shared by the chat's queries and the live stream
 * (web/lib/eventos-provider.tsx), which adds a message the moment it is written.
 */
import type { Mensagem } from '../../common/schemas/atendimentos';

export const mensagensKey = (id: number | null) => ['mensagens', id];

/** `old` with the messages of `novas` it lacks, in id order (no duplicate). */
export function juntarMensagens(old: Mensagem[], novas: Mensagem[]): Mensagem[] {
  const ids = new Set(old.map((m) => m.id));
  const faltam = novas.filter((m) => !ids.has(m.id));
  if (faltam.length === 0) return old;
  return [...old, ...faltam].sort((a, b) => a.id - b.id);
}
