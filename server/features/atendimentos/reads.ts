/**
 * What every chat poll reads first: the atendimento (to authorize each `/api/atendimentos/:id/…`
 * call), cached while its table is unchanged (docs/decisions/008-read-caches-and-lean-headers.md),
 * and its message list's version, read from the database each time: a cache of it bought nothing a
 * user would notice on either database (docs/decisions/041-feed-e-caches.md).
 */
import type { AppContext } from '../../context.js';
import { rowCachePorApp } from '../../db/read-cache.js';
import {
  findAtendimento,
  findMensagensVersion,
  type AtendimentoLido,
  type MensagensVersion,
} from './repository.js';

const atendimentos = rowCachePorApp<number, AtendimentoLido>('atendimento', 'atendimentos');

export function readAtendimento(ctx: AppContext, id: number): Promise<AtendimentoLido | undefined> {
  return atendimentos(ctx).read(id, () => findAtendimento(ctx.db, id));
}

export function readMensagensVersion(ctx: AppContext, id: number): Promise<MensagensVersion> {
  return findMensagensVersion(ctx.db, id);
}
