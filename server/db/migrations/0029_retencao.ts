/**
 * `retencao_execucoes`: the days the daily retention job ran (server/core/retencao.ts). The
 * first instance to write the day's row runs the job; the others, seeing it, do not
 * (docs/decisions/049-retencao-declarada.md).
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, notNull } = columns(dialect);
  await db.schema
    .createTable('retencao_execucoes')
    /** the UTC day, YYYY-MM-DD */
    .addColumn('dia', 'text', (c) => c.primaryKey())
    .addColumn('iniciada_em', ts, notNull)
    .execute();
  // like every table (migration 0008)
  await avisarMudancas(db, dialect, 'retencao_execucoes');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retencao_execucoes').ifExists().execute();
}
