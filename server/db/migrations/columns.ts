/**
 * Column pieces every migration uses, alike on both databases: timestamps are `timestamptz` on
 * PostgreSQL and ISO text on SQLite; ids are `serial` or SQLite's autoincrement.
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';
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
