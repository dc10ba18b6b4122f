/** The push subscriptions' SQL (docs/product/avisos.md). */
import type { InscricaoPush } from '../../../common/schemas/avisos.js';
import { now, type Db } from '../../db/index.js';
import type { PushInscricoesTable } from '../../db/schema.js';

type NovaInscricao = Omit<PushInscricoesTable, 'id' | 'criado_em'>;

/**
 * Keeps a subscription; answers its id. The same endpoint again is the same browser: for the same
 * person its keys and session are brought up to date; for another person (a shared phone) the old
 * subscription and its waiting notices go, so nothing meant for one reaches the other.
 */
export async function gravarInscricao(db: Db, nova: NovaInscricao): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existente = await trx
      .selectFrom('push_inscricoes')
      .select(['id', 'usuario_id'])
      .where('endpoint', '=', nova.endpoint)
      .executeTakeFirst();
    if (existente?.usuario_id === nova.usuario_id) {
      await trx
        .updateTable('push_inscricoes')
        .set({
          sessao_id: nova.sessao_id,
          p256dh: nova.p256dh,
          auth: nova.auth,
          aparelho: nova.aparelho,
        })
        .where('id', '=', existente.id)
        .execute();
      return existente.id;
    }
    if (existente) await trx.deleteFrom('push_inscricoes').where('id', '=', existente.id).execute();
    const { id } = await trx
      .insertInto('push_inscricoes')
      .values({ ...nova, criado_em: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

export function listarInscricoes(db: Db, usuarioId: number): Promise<InscricaoPush[]> {
  return db
    .selectFrom('push_inscricoes')
    .select(['id', 'aparelho', 'criado_em'])
    .where('usuario_id', '=', usuarioId)
    .orderBy('id')
    .execute();
}

/** Removes one of the person's own subscriptions; false when it is not theirs (or not there). */
export async function apagarInscricao(db: Db, usuarioId: number, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom('push_inscricoes')
    .where('id', '=', id)
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
