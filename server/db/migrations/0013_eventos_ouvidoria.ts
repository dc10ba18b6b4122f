/**
 * The Ouvidoria's live events (docs/product/eventos.md, "Ouvidoria"):
 *  - `eventos.excluir_papeis`: staff roles that must not hear an event, as ",rh,compliance,"
 *    ('' when none), so a case's event never reaches a role its reporter excluded;
 *  - `ouvidoria_horas_anunciadas`: the hours whose reporter activity has been announced, one row
 *    each, so that with several instances an hour is announced once.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, notNull } = columns(dialect);
  await db.schema
    .alterTable('eventos')
    .addColumn('excluir_papeis', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('ouvidoria_horas_anunciadas')
    .addColumn('hora', ts, (c) => notNull(c).primaryKey())
    .execute();
  await avisarMudancas(db, dialect, 'ouvidoria_horas_anunciadas');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ouvidoria_horas_anunciadas').ifExists().execute();
  await db.schema.alterTable('eventos').dropColumn('excluir_papeis').execute();
}
