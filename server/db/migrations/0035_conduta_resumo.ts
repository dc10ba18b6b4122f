/**
 * What changed in a version of the Código de Conduta (docs/product/conduta.md, "O que mudou"):
 * the publisher's summary, written with the version and, like it, never changed (the triggers of
 * migration 0027 refuse any UPDATE of the row). Null for version 1, which changes nothing, and
 * for the versions published before this column.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('conduta_versoes').addColumn('resumo', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conduta_versoes').dropColumn('resumo').execute();
}
