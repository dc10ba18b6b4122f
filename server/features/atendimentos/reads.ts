/**
 * What every chat poll reads first: the atendimento (to authorize each `/api/atendimentos/:id/…`
 * call) and its message list's version, each cached while its table is unchanged
 * (docs/decisions/008-read-caches-and-lean-headers.md; the version's cache came back for the
 * message list's throughput, docs/decisions/041-feed-e-caches.md). A poll whose atendimento is not
 * in memory reads both in one query (docs/decisions/067-leituras-sem-fila.md).
 */
import type { AppContext } from '../../context.js';
import { rowCachePorApp } from '../../db/read-cache.js';
import { listasDosDonos } from './lista-do-dono.js';
import {
  findAtendimento,
  findAtendimentoComVersao,
  findMensagensVersion,
  type AtendimentoLido,
  type MensagensVersion,
} from './repository.js';

const atendimentos = rowCachePorApp<number, AtendimentoLido>('atendimento', 'atendimentos', 'id');
const versoes = rowCachePorApp<number, MensagensVersion>(
  'versao-mensagens',
  'mensagens',
  'atendimento_id',
);

export async function readAtendimento(
  ctx: AppContext,
  id: number,
): Promise<AtendimentoLido | undefined> {
  return aprendido(ctx, await atendimentos(ctx).read(id, () => findAtendimento(ctx.db, id)));
}

/** Tells the owners' lists whose a ticket is, so a change to it drops only that owner's list. */
function aprendido<T extends AtendimentoLido | undefined>(ctx: AppContext, a: T): T {
  if (a) listasDosDonos(ctx).aprender(a.id, a.usuario_id);
  return a;
}

/**
 * A chat poll's first reads in one query: the atendimento and its list's version together when
 * the atendimento is not in memory (while people read and answer, its table keeps changing),
 * the version alone when it is.
 */
export async function readAtendimentoEVersao(
  ctx: AppContext,
  id: number,
): Promise<{ atendimento: AtendimentoLido | undefined; versao: () => Promise<MensagensVersion> }> {
  let lida: Promise<MensagensVersion | undefined> | undefined;
  const atendimento = await atendimentos(ctx).read(id, () => {
    const juntos = findAtendimentoComVersao(ctx.db, id);
    // The version read with it is kept as if read apart: begun now, kept only if its messages did
    // not change meanwhile. Its failure is the atendimento's, thrown by the read above.
    lida = versoes(ctx).read(id, async () => (await juntos)?.versao);
    lida.catch(() => {});
    return juntos.then((r) => r?.atendimento);
  });
  return {
    atendimento: aprendido(ctx, atendimento),
    versao: async () =>
      (await lida) ?? versoes(ctx).read(id, () => findMensagensVersion(ctx.db, id)),
  };
}
