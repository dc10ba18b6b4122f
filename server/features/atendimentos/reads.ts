/**
 * The rows every chat poll reads, cached while their table is unchanged (docs/decisions/008-read-caches-and-lean-headers.md):
 * the atendimento (to authorize each `/api/atendimentos/:id/…` call) and its message list's
 * version. The caches stay exact by themselves; nothing has to invalidate them.
 */
import type { AppContext } from '../../context.js';
import { rowCachePorApp } from '../../db/read-cache.js';
import {
  findAtendimento,
  findMensagensVersion,
  type AtendimentoRow,
  type MensagensVersion,
} from './repository.js';

const atendimentos = rowCachePorApp<number, AtendimentoRow>('atendimento', 'atendimentos');
const versoes = rowCachePorApp<number, MensagensVersion>('versao-mensagens', 'mensagens');

export function readAtendimento(ctx: AppContext, id: number): Promise<AtendimentoRow | undefined> {
  return atendimentos(ctx).read(id, () => findAtendimento(ctx.db, id));
}

export function readMensagensVersion(ctx: AppContext, id: number): Promise<MensagensVersion> {
  return versoes(ctx).read(id, () => findMensagensVersion(ctx.db, id));
}
