/**
 * Per-address limits shared by every instance on PostgreSQL (docs/decisions/019-varias-instancias.md):
 * the table rate-limiter-flexible's RateLimiterPostgres keeps its counts in, created here so the
 * server needs no right to create tables. SQLite serves one instance and counts in memory.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.schema
    .createTable('limites_por_endereco')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await avisarMudancas(db, dialect, 'limites_por_endereco');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('limites_por_endereco').ifExists().execute();
}
