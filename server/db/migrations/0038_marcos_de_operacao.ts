/**
 * `marcos_de_operacao`: the last time an operator's job succeeded, by name (today only `backup`,
 * written by the `backup` CLI and read by the metric `portal_backup_last_success_timestamp_seconds`:
 * server/operacao/marcos.ts). In the database, so every instance on a shared PostgreSQL reads the
 * same value (docs/decisions/061-metricas-e-operacao.md).
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, notNull } = columns(dialect);
  await db.schema
    .createTable('marcos_de_operacao')
    .addColumn('nome', 'text', (c) => c.primaryKey())
    .addColumn('sucesso_em', ts, notNull)
    .execute();
  // like every table (migration 0008)
  await avisarMudancas(db, dialect, 'marcos_de_operacao');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('marcos_de_operacao').ifExists().execute();
}
