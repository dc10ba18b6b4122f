/** The push subscriptions' SQL (docs/product/avisos.md). */
import type { InscricaoPush } from '../../../common/schemas/avisos.js';
import { now, type Db } from '../../db/index.js';
import { PostgresAdapter, sql, type Insertable } from 'kysely';
import type { PushInscricoesTable } from '../../db/schema.js';

type NovaInscricao = Omit<Insertable<PushInscricoesTable>, 'id' | 'criado_em' | 'usado_em'>;

/** The most subscriptions one person holds (docs/product/avisos.md). */
export const MAX_INSCRICOES_POR_PESSOA = 10;

/**
 * Keeps a subscription; answers its id. The same endpoint again is the same browser: for the same
 * person its keys and session are brought up to date; for another person (a shared phone) the old
 * subscription and its waiting notices go, so nothing meant for one reaches the other. A person
 * holds at most MAX_INSCRICOES_POR_PESSOA: a new one past that replaces the one least recently
 * used (subscribed again or delivered to). On PostgreSQL the person's row is locked for the
 * transaction, so two subscriptions made at once cannot both see room for themselves.
 */
export async function gravarInscricao(db: Db, nova: NovaInscricao): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // SQLite's transactions already run one at a time (server/db/index.ts: BEGIN IMMEDIATE)
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      // NO KEY UPDATE: the insert below holds KEY SHARE on this row (its foreign key)
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', nova.usuario_id)
        .forNoKeyUpdate()
        .execute();
    }
    const agora = now();
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
          usado_em: agora,
        })
        .where('id', '=', existente.id)
        .execute();
      return existente.id;
    }
    if (existente) await trx.deleteFrom('push_inscricoes').where('id', '=', existente.id).execute();
    const { id } = await trx
      .insertInto('push_inscricoes')
      .values({ ...nova, criado_em: agora, usado_em: agora })
      .returning('id')
      .executeTakeFirstOrThrow();
    const excedentes = await trx
      .selectFrom('push_inscricoes')
      .select('id')
      .where('usuario_id', '=', nova.usuario_id)
      .orderBy(sql`coalesce(usado_em, criado_em)`, 'desc')
      .orderBy('id', 'desc')
      .offset(MAX_INSCRICOES_POR_PESSOA)
      .limit(1000)
      .execute();
    if (excedentes.length > 0) {
      // their waiting notices go with them (foreign key, on delete cascade)
      await trx
        .deleteFrom('push_inscricoes')
        .where(
          'id',
          'in',
          excedentes.map((e) => e.id),
        )
        .execute();
    }
    return id;
  });
}

/** A notice reached the subscription: it is in use. */
export async function marcarUso(db: Db, id: number): Promise<void> {
  await db.updateTable('push_inscricoes').set({ usado_em: now() }).where('id', '=', id).execute();
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
