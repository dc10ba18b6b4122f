/**
 * On PostgreSQL, the tables whose rows the read caches keep by key (server/db/read-cache.ts) also
 * tell which keys a write touched, not only that the table changed
 * (docs/decisions/041-feed-e-caches.md, "Later: a write drops only its rows"): at 7:00 every
 * employee's first poll moves a ticket's read mark, and a notice naming only `atendimentos`
 * emptied every instance's cache of every ticket a hundred times a second.
 *
 * Each keyed table gets three statement triggers (insert, update, delete: PostgreSQL gives
 * transition tables to a trigger of one event only) that send, at commit,
 * `NOTIFY portal_mudancas_por_chave, '<schema>.<table>:<column>=<v1>,<v2>,…'` with the column's
 * values in the rows before and after the statement; past 200 values or 7,000 characters (a
 * notice holds 8,000 bytes), or on TRUNCATE, the plain `'<schema>.<table>'`. Migration 0008's
 * notice on `portal_mudancas` stays: an instance still on the previous build (a rolling deploy)
 * hears the table as before; this build ignores it for these tables (server/db/pg-listener.ts).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/** The tables and the column each cache keys them by (server/db/read-cache.ts's callers). */
export const TABELAS_POR_CHAVE = {
  atendimentos: 'id',
  mensagens: 'atendimento_id',
  sessoes: 'id',
  users: 'id',
  passkeys: 'usuario_id',
} as const;

/** Per event: the trigger's transition tables, and the key column's values they hold. */
const EVENTOS = [
  {
    sufixo: 'ins',
    evento: 'insert',
    referencias: sql`referencing new table as novas`,
    valores: 'select %1$I::text from novas',
  },
  {
    sufixo: 'upd',
    evento: 'update',
    referencias: sql`referencing old table as velhas new table as novas`,
    valores: 'select %1$I::text from velhas union select %1$I::text from novas',
  },
  {
    sufixo: 'del',
    evento: 'delete',
    referencias: sql`referencing old table as velhas`,
    valores: 'select %1$I::text from velhas',
  },
] as const;

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  // one function per event: a trigger function names only the transition tables its trigger has
  for (const { sufixo, valores } of EVENTOS) {
    await sql`
      create or replace function ${sql.raw(`portal_mudou_${sufixo}`)}() returns trigger
      language plpgsql as $$
      declare
        n integer;
        lista text;
      begin
        execute format(
          'select count(*), string_agg(k, '','') from (select distinct k from ('
            || ${sql.lit(valores)} || ') todas(k) where k is not null) distintas',
          tg_argv[0]) into n, lista;
        if n = 0 then
          return null;
        end if;
        if n > 200 or length(lista) > 7000 then
          perform pg_notify('portal_mudancas_por_chave', tg_table_schema || '.' || tg_table_name);
        else
          perform pg_notify('portal_mudancas_por_chave',
            tg_table_schema || '.' || tg_table_name || ':' || tg_argv[0] || '=' || lista);
        end if;
        return null;
      end $$`.execute(db);
  }
  await sql`
    create or replace function portal_mudou_truncate() returns trigger language plpgsql as $$
    begin
      perform pg_notify('portal_mudancas_por_chave', tg_table_schema || '.' || tg_table_name);
      return null;
    end $$`.execute(db);
  for (const [tabela, coluna] of Object.entries(TABELAS_POR_CHAVE)) {
    await sql`
      create trigger portal_mudou_truncate after truncate on ${sql.table(tabela)}
      for each statement execute function portal_mudou_truncate()`.execute(db);
    for (const { sufixo, evento, referencias } of EVENTOS) {
      await sql`
        create trigger ${sql.raw(`portal_mudou_${sufixo}`)}
        after ${sql.raw(evento)} on ${sql.table(tabela)} ${referencias}
        for each statement execute function ${sql.raw(`portal_mudou_${sufixo}`)}(${sql.lit(coluna)})`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const tabela of Object.keys(TABELAS_POR_CHAVE)) {
    for (const sufixo of ['ins', 'upd', 'del', 'truncate']) {
      await sql`drop trigger if exists ${sql.raw(`portal_mudou_${sufixo}`)} on ${sql.table(tabela)}`.execute(
        db,
      );
    }
  }
  for (const sufixo of ['ins', 'upd', 'del', 'truncate']) {
    await sql`drop function if exists ${sql.raw(`portal_mudou_${sufixo}`)}()`.execute(db);
  }
}
