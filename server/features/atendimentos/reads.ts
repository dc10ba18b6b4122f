/**
 * The rows every chat poll reads, cached while their table is unchanged (docs/decisions/008-read-caches-and-lean-headers.md):
 * the atendimento (to authorize each `/api/atendimentos/:id/…` call) and its message list's
 * version. The caches stay exact by themselves; nothing has to invalidate them.
 */
import type { AppContext } from '../../context.js';
import { perFeed, RowCache } from '../../db/read-cache.js';
import {
  findAtendimento,
  findMensagensVersion,
  type AtendimentoRow,
  type MensagensVersion,
} from './repository.js';

const caches = perFeed((feed) => ({
  atendimentos: new RowCache<number, AtendimentoRow>(feed, 'atendimentos'),
  mensagensVersions: new RowCache<number, MensagensVersion>(feed, 'mensagens'),
}));

export function readAtendimento(ctx: AppContext, id: number): Promise<AtendimentoRow | undefined> {
  return caches(ctx.dbHandle.changes).atendimentos.read(id, () => findAtendimento(ctx.db, id));
}

export function readMensagensVersion(ctx: AppContext, id: number): Promise<MensagensVersion> {
  return caches(ctx.dbHandle.changes).mensagensVersions.read(id, () =>
    findMensagensVersion(ctx.db, id),
  );
}
