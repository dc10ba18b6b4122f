/**
 * The audit chain's sealed cut (docs/decisions/053-corte-da-auditoria.md): the head
 * (`auditoria_cadeia`) also says where the chain now starts — the hash the first remaining entry
 * chains to (`inicio_hash`, '' while nothing was cut) — and how many entries retention erased
 * before it (`cortados`). Both are covered by the head's seal (server/core/audit-cadeia.ts).
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('auditoria_cadeia')
    .addColumn('inicio_hash', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('auditoria_cadeia')
    .addColumn('cortados', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auditoria_cadeia').dropColumn('cortados').execute();
  await db.schema.alterTable('auditoria_cadeia').dropColumn('inicio_hash').execute();
}
