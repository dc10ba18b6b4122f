import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * The employee screens poll their own tickets every 3.5 s (`where usuario_id = ?`, newest
 * first). The partial unique index on open tickets cannot serve that query, so without this one
 * every poll would scan the whole table, which only grows.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createIndex('atendimentos_usuario')
    .on('atendimentos')
    .columns(['usuario_id', 'criado_em'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('atendimentos_usuario').ifExists().execute();
}
