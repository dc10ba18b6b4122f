/**
 * Live updates (docs/decisions/015-eventos-ao-vivo.md):
 *  - `eventos`: what the open streams are told (a message, a ticket or a case changed), in the
 *    order their transactions committed, kept a while so a stream that reconnects with
 *    `Last-Event-ID` gets what it missed;
 *  - on PostgreSQL, every table tells the other instances it changed: a statement trigger sends
 *    `NOTIFY portal_mudancas, '<schema>.<table>'` at commit, which keeps their read caches exact
 *    and wakes their streams. SQLite has one server process and needs none.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull } = columns(dialect);
  await id(db.schema.createTable('eventos'))
    .addColumn('tipo', 'text', notNull)
    /** the one user it concerns (a ticket's owner), besides those of `permissao` */
    .addColumn('usuario_id', 'integer')
    /** a permission of common/roles.ts whose holders receive it too */
    .addColumn('permissao', 'text')
    .addColumn('dados', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .execute();
  await db.schema.createIndex('eventos_criado_em').on('eventos').column('criado_em').execute();

  if (dialect !== 'postgres') return;
  await sql`
    create or replace function portal_mudou() returns trigger language plpgsql as $$
    begin
      perform pg_notify('portal_mudancas', tg_table_schema || '.' || tg_table_name);
      return null;
    end $$`.execute(db);
  const tabelas = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_%'`.execute(db);
  for (const { tablename } of tabelas.rows) await avisarMudancas(db, dialect, tablename);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('eventos').ifExists().execute();
}
