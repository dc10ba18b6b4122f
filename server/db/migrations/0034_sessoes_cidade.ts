/**
 * `sessoes.cidade`: roughly where a device signed in, the city a trusted proxy names in the header
 * of CIDADE_HEADER (docs/product/conta.md, "Aparelhos conectados"). Only that string is kept,
 * never the address; null without the header.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessoes').addColumn('cidade', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessoes').dropColumn('cidade').execute();
}
