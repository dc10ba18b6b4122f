/**
 * Column pieces every migration uses, alike on both databases: timestamps are `timestamptz` on
 * PostgreSQL and ISO text on SQLite; ids are `serial` or SQLite's autoincrement.
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

export function columns(dialect: DialectName) {
  return {
    ts: dialect === 'postgres' ? sql`timestamptz` : sql`text`,
    /** the table's `id` primary key */
    id: <T extends string>(t: CreateTableBuilder<T, never>) =>
      dialect === 'postgres'
        ? t.addColumn('id', 'serial', (c) => c.primaryKey())
        : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    notNull: (c: ColumnDefinitionBuilder) => c.notNull(),
    /** a user who may be deleted later: the reference becomes null */
    usuario: (c: ColumnDefinitionBuilder) => c.references('users.id').onDelete('set null'),
  };
}

/**
 * On PostgreSQL, makes `table` announce its changes to every instance (migration 0008): a table a
 * later migration creates calls this too, or the other instances' caches would miss its writes
 * (server/db/read-cache.test.ts checks every table).
 */
export async function avisarMudancas(
  db: Kysely<unknown>,
  dialect: DialectName,
  table: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`
    create trigger portal_mudou after insert or update or delete or truncate on ${sql.table(table)}
    for each statement execute function portal_mudou()`.execute(db);
}
