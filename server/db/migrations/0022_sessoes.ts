/**
 * Devices (docs/product/conta.md, "Aparelhos conectados"; docs/decisions/045-sessoes.md): every
 * login is a row of `sessoes`, and the token carries its id (`sid`). Ending a session deletes
 * its row, so its token is refused at once and what hangs on it (push subscriptions) goes with
 * it. `id` is 128 random bits (base64url), never a counter; `aparelho` is the readable name
 * derived from the User-Agent at login ("Chrome no Android"): the raw User-Agent is not kept.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, notNull } = columns(dialect);
  await db.schema
    .createTable('sessoes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('aparelho', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .addColumn('ultimo_uso_em', ts, notNull)
    .execute();
  await db.schema.createIndex('sessoes_usuario').on('sessoes').column('usuario_id').execute();
  await avisarMudancas(db, dialect, 'sessoes');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessoes').ifExists().execute();
}
