/**
 * `instancias`: the servers using this database, each seen every few seconds
 * (server/core/instancias.ts). `restaurar` and `migrar-banco` refuse to overwrite a database an
 * instance is using (docs/product/operacao.md). Not in backups: it is about the processes of the
 * moment, not the company's data.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, notNull } = columns(dialect);
  await db.schema
    .createTable('instancias')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** the machine's name and the process, for the operator's message */
    .addColumn('maquina', 'text', notNull)
    .addColumn('pid', 'integer', notNull)
    .addColumn('iniciada_em', ts, notNull)
    .addColumn('vista_em', ts, notNull)
    .execute();
  // like every table (migration 0008); nothing caches it, so the instances' beats cost a wake-up
  await avisarMudancas(db, dialect, 'instancias');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('instancias').ifExists().execute();
}
