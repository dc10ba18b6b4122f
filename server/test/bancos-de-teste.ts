/**
 * The PostgreSQL databases of the test apps (./app.ts), reused within a worker
 * (docs/decisions/083-bancos-de-teste-reaproveitados.md).
 *
 * A new database is a copy of the run's migrated one (./modelo.ts); making it and dropping it cost
 * PostgreSQL about 0.23 s of processor, most of it in the kernel (a thousand files written, then
 * removed after a checkpoint), for every test app. So a closed app's database is emptied and put
 * back as the copy was, for the worker's next app: its rows deleted and the copy's own rows
 * written again, its sequences set back — about 20 ms. A database is only reused when nothing could
 * tell it from a fresh copy; otherwise it is dropped as before:
 * - no other session is connected to it (a server a test started, a handle it left open);
 * - its schema is the copy's: every relation, column, default, constraint, trigger (and whether it
 *   is enabled), function body, rule, policy, schema, extension, privilege and setting, compared
 *   by a fingerprint of the catalog (a copy keeps the template's object ids, so a table dropped and
 *   made again differs too);
 * - the emptying itself succeeded (it needs a superuser, as the tests' PostgreSQL user is).
 * The connection that empties a database stays open with it while the worker keeps it (idle, its
 * socket not holding the worker alive): a new connection cost 40–70 ms while the closing app's
 * sessions ended, on every app (docs/decisions/083-bancos-de-teste-reaproveitados.md).
 */
import pg from 'pg';
import { criarBancoProprio } from '../../scripts/lib/banco-proprio.mjs';

export interface BancoDeTeste {
  url: string;
  /** puts the database back for the worker's next app, or drops it; the app has closed */
  devolver(): Promise<void>;
}

/** What a fresh copy holds beyond its schema: the rows the migrations wrote, the sequences. */
interface Retrato {
  impressao: string;
  tabelas: string[];
  linhas: { tabela: string; json: string }[];
  sequencias: { nome: string; inicio: string; ultimo: string | null }[];
}

// Per database's kind of copy (the template's name): the databases ready for an app, and what a
// fresh copy looks like (read from the first copy this worker made).
const livres = new Map<string, Banco[]>();

/** A database this worker holds, with the connection that empties it once it is open. */
interface Banco {
  url: string;
  drop(): Promise<void>;
  zelador?: pg.Client;
}

/**
 * `banco`'s own connection, opened the first time: idle between two apps, it neither keeps the
 * worker alive nor crashes it when PostgreSQL ends it (a restart test); a lost one is made again.
 */
async function zeladorDe(banco: Banco): Promise<pg.Client> {
  if (banco.zelador) return banco.zelador;
  const c = new pg.Client({ connectionString: banco.url });
  c.on('error', () => {
    if (banco.zelador === c) banco.zelador = undefined;
  });
  await c.connect();
  (c as unknown as { connection: { stream: { unref(): void } } }).connection.stream.unref();
  banco.zelador = c;
  return c;
}

/** Ends `banco`'s connection, if it has one; a database is dropped only without it. */
function dispensar(banco: Banco): Promise<void> {
  const c = banco.zelador;
  banco.zelador = undefined;
  return c ? c.end().catch(() => undefined) : Promise.resolve();
}
const retratos = new Map<string, Promise<Retrato>>();

const IMPRESSAO_DO_CATALOGO = `
  select md5(string_agg(x, '|' order by x)) as impressao from (
    select 'c' || c.oid || n.nspname || '.' || c.relname || c.relkind::text || c.relrowsecurity
           || coalesce(c.relacl::text, '')
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 'a' || a.attrelid || ':' || a.attnum || a.attname || a.atttypid || a.attnotnull
           || a.attisdropped || a.attidentity::text || a.attgenerated::text
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and a.attnum > 0
    union all select 'd' || oid || md5(pg_get_expr(adbin, adrelid)) from pg_attrdef
    union all select 'k' || oid || convalidated || condeferrable || condeferred from pg_constraint
    union all select 't' || oid || tgenabled::text from pg_trigger
    union all select 'r' || oid || ev_enabled::text from pg_rewrite
    union all select 'o' || oid from pg_policy
    union all select 'e' || oid || extversion from pg_extension
    union all select 'n' || oid || nspname || coalesce(nspacl::text, '') from pg_namespace
    union all
    select 'p' || p.oid || md5(p.prosrc) || coalesce(p.proconfig::text, '')
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select 's' || coalesce(array_to_string(setconfig, ','), '')
      from pg_db_role_setting
     where setdatabase = (select oid from pg_database where datname = current_database())
  ) f(x)`;

/** `fn` on a connection of its own to `url`'s database, closed afterwards. */
export async function comCliente<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const nomeDa = (tabela: string) => `"${tabela.replaceAll('"', '""')}"`;

async function retratar(c: pg.Client): Promise<Retrato> {
  const { rows: tabelas } = await c.query<{ nome: string }>(
    "select tablename as nome from pg_tables where schemaname = 'public' order by tablename",
  );
  const linhas: Retrato['linhas'] = [];
  for (const { nome } of tabelas) {
    const { rows } = await c.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${nomeDa(nome)} t`,
    );
    if (rows[0]!.json) linhas.push({ tabela: nome, json: rows[0]!.json });
  }
  const { rows: sequencias } = await c.query<Retrato['sequencias'][number]>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as nome,
            start_value::text as inicio, last_value::text as ultimo
       from pg_sequences where schemaname = 'public'`,
  );
  const { rows } = await c.query<{ impressao: string }>(IMPRESSAO_DO_CATALOGO);
  return { impressao: rows[0]!.impressao, tabelas: tabelas.map((t) => t.nome), linhas, sequencias };
}

/** A text as an SQL literal (standard_conforming_strings, PostgreSQL's default: only quotes double). */
const literal = (texto: string) => `'${texto.replaceAll("'", "''")}'`;

/**
 * Empties `c`'s database and writes the copy's rows and sequences again, in one transaction sent
 * as one text: about eighty statements, one round trip instead of one each.
 */
async function reporComoCopia(c: pg.Client, r: Retrato): Promise<void> {
  const instrucoes = [
    'begin',
    // no trigger runs (neither the audit's refusals nor the foreign keys' checks): what is
    // deleted here is the whole of every table, and what is written is what the copy held
    'set local session_replication_role = replica',
    ...r.tabelas.map((t) => `delete from ${nomeDa(t)}`),
    ...r.linhas.map(
      ({ tabela, json }) =>
        `insert into ${nomeDa(tabela)} overriding system value
         select * from json_populate_recordset(null::${nomeDa(tabela)}, ${literal(json)}::json)`,
    ),
    ...r.sequencias.map(
      (s) =>
        `select setval(${literal(s.nome)}::regclass, ${literal(s.ultimo ?? s.inicio)}::bigint, ${s.ultimo !== null})`,
    ),
    'commit',
  ];
  try {
    await c.query(instrucoes.join(';\n'));
  } catch (e) {
    // a statement failed: the rest of the text was not run, and the transaction is left aborted
    await c.query('rollback').catch(() => undefined);
    throw e;
  }
}

/** Whether a session other than `c`'s is on its database, asked a few times while they end. */
async function outrasSessoes(c: pg.Client): Promise<boolean> {
  for (let tentativa = 0; ; tentativa++) {
    const { rows } = await c.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    if (rows[0]!.n === '0') return false;
    // a pool's sessions end just after its `end()` resolves
    if (tentativa === 20) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * A database for a test app: one this worker emptied, or a new copy of `modelo` (named
 * `<prefixo>_…`, which the run's end drops whatever is left of).
 */
export async function tomarBanco(
  base: string,
  prefixo: string,
  modelo: string | undefined,
): Promise<BancoDeTeste> {
  const chave = modelo ?? '';
  const fila = livres.get(chave) ?? [];
  livres.set(chave, fila);
  const banco: Banco = fila.pop() ?? (await criarBancoProprio(base, prefixo, modelo));
  // without a template there is no copy to go back to
  if (modelo && !retratos.has(chave)) {
    const retrato = comCliente(banco.url, retratar);
    retratos.set(chave, retrato);
    await retrato;
  }
  let devolvido = false;
  return {
    url: banco.url,
    async devolver() {
      // an app closed twice gives its database back once: twice would hand it to two apps
      if (devolvido) return;
      devolvido = true;
      const retrato = modelo ? await retratos.get(chave) : undefined;
      const reposto =
        retrato &&
        (await (async () => {
          const c = await zeladorDe(banco);
          if (await outrasSessoes(c)) return false;
          const { rows } = await c.query<{ impressao: string }>(IMPRESSAO_DO_CATALOGO);
          if (rows[0]!.impressao !== retrato.impressao) return false;
          await reporComoCopia(c, retrato);
          return true;
        })().catch(() => false));
      if (reposto) fila.push(banco);
      // dropping waits on a checkpoint, which the next test need not wait for
      else void dispensar(banco).then(() => banco.drop().catch(() => undefined));
    },
  };
}
