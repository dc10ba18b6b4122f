/**
 * Why an account no longer reads some Ouvidoria cases (docs/product/usuarios.md, "Acesso a casos
 * excluídos"): beside `users.papeis_gestores` (the roles of whoever set the account's access),
 * `users.acesso_definido` keeps, for each of those roles, what its member did first and when
 * (JSON: [{"papel":"rh","acao":"senha","em":"2026-11-12T13:05:00.000Z"}]). A role set before this
 * column existed has no entry and is shown without action nor date.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('acesso_definido', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('acesso_definido').execute();
}
