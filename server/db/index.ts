import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type Selectable,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type Transaction,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from './schema.js';
import type { DialectName } from './dialect.js';
import { migrationProvider } from './migrations/index.js';
import { ChangeFeed } from './change-feed.js';
import { escutarMudancas, type Escuta, type LogDoBanco } from './pg-listener.js';
import { DialetoDeDoisPools, type PoolsDoBanco } from './dois-pools.js';
import { SeloDaAuditoria } from '../lib/auditoria-chave.js';
import { quandoUsado } from '../lib/quando-usado.js';
import { instanteIso } from './instante-iso.js';
import { CompiladorSqlite } from './compilador-sqlite.js';

/** The PostgreSQL driver, loaded only when DATABASE_URL names a PostgreSQL database. */
const pgDriver = quandoUsado<typeof import('pg')>('pg');

/**
 * Columns that hold a promise: only their module in server/core reads or writes them
 * (docs/decisions/080-colunas-protegidas.md). An Ouvidoria case's, event's and audit entry's
 * excluded roles belong to server/core/ouvidoria-acesso.ts (who may read a case) and are written by
 * server/core/fim-da-escrita.ts.
 */
export interface ColunasProtegidas {
  /**
   * the owner's read mark: server/core/respostas-nao-lidas.ts (what counts as an unread answer);
   * the due times: server/core/situacao-sla.ts (worked out, stored and judged there)
   */
  atendimentos:
    'lido_ate_colaborador' | 'primeira_resposta_ate' | 'resolucao_ate' | 'prazo' | 'risco_em';
  denuncias: 'excluir_papeis';
  eventos: 'excluir_papeis';
  audit_log: 'excluir_papeis';
}

/**
 * Tables only their module in server/core reads or writes: the sessions (server/core/sessoes.ts),
 * so that nothing reads a session around the cache `tokenAceito` trusts, or ends one otherwise.
 */
export type TabelasProtegidas = 'sessoes';

/** The database as the features see it: every table, less the protected ones and columns. */
export type DatabaseDasFeatures = {
  [T in Exclude<keyof Database, TabelasProtegidas>]: T extends keyof ColunasProtegidas
    ? Omit<Database[T], ColunasProtegidas[T]>
    : Database[T];
};

/**
 * A ticket's row as the features read it whole, without its protected columns: the one shape of
 * the table that both halves of the support feature read (docs/decisions/043-atendimentos-em-duas-partes.md);
 * the lists read their own join.
 */
export type AtendimentoRow = Selectable<DatabaseDasFeatures['atendimentos']>;

/** The database, as every repository takes it: without the protected columns. */
export type Db = Kysely<DatabaseDasFeatures>;
/** A transaction on it: what a change and its audit entry are written in (server/core/fim-da-escrita.ts). */
export type Trx = Transaction<DatabaseDasFeatures>;
export type { DialectName };

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  /** true when the database answers a trivial query within `limiteMs` (2 s by default) */
  ping(limiteMs?: number): Promise<boolean>;
  /**
   * Set when a write failed for lack of disk space (SQLITE_FULL, PostgreSQL's 53100), cleared by
   * the next write that succeeds: the readiness answer reads it (server/features/health/prontidao.ts).
   */
  discoCheio: boolean;
  /** raw SQLite handle, for integrity checks; undefined on PostgreSQL */
  sqlite?: SQLite.Database;
  /**
   * what changed, by table, on this database (server/db/change-feed.ts): the live streams, the
   * e-mail sender and the read caches subscribe to it
   */
  changes: ChangeFeed;
  /** the audit chain's key: a write on this database is finished with it (server/core/fim-da-escrita.ts) */
  auditoria: SeloDaAuditoria;
  /** the PostgreSQL schema the tables live in, when not the default one */
  pgSchema?: string;
  /** PostgreSQL: the statements' pool, for libraries that speak to it directly (shared limits) */
  pgPool?: pg.Pool;
  /** PostgreSQL: both pools, single statements' and transactions' (./dois-pools.ts) */
  pgPools?: PoolsDoBanco;
  /**
   * PostgreSQL: starts hearing the other connections' changes (server/db/pg-listener.ts), once;
   * the server calls it, the command line does not. Nothing to do on SQLite. `log` hears the
   * feed's loss and return.
   */
  listen(log?: LogDoBanco): Promise<void>;
  close(): Promise<void>;
}

export type { LogDoBanco };

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema) */
  pgSchema?: string;
  /** SQLite file name inside dataDir, or ':memory:' */
  sqliteFile?: string;
  /** AUDITORIA_CHAVE; when unset, the key kept in dataDir (server/lib/auditoria-chave.ts) */
  chaveAuditoria?: string;
  /**
   * PostgreSQL: a statement (or a wait for a lock) longer than this is cancelled by the database,
   * so a request cannot hang as long as the database does. The server sets it; the command line
   * (backups of any size) does not.
   */
  limiteConsultaMs?: number;
}

/** `select 1` within `limiteMs`: false when it fails or takes longer (a database that hangs). */
async function pingDentroDe(db: Db, limiteMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const esgotado = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), limiteMs);
  });
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true), esgotado]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A write succeeded: the disk has room again. */
function vigiarDisco(handle: DbHandle): DbHandle {
  handle.changes.onChange(() => {
    handle.discoCheio = false;
  });
  return handle;
}

export function openDatabase(opts: DbOptions): DbHandle {
  if (opts.databaseUrl) {
    const auditoria = new SeloDaAuditoria(opts.chaveAuditoria, opts.dataDir);
    return openPostgres(opts.databaseUrl, auditoria, opts.pgSchema, opts.limiteConsultaMs);
  }
  return openSqlite(opts, new SeloDaAuditoria(opts.chaveAuditoria, opts.dataDir));
}

/**
 * The database holds password hashes, reports and messages: only the server's user may read it,
 * like the JWT secret and the uploads. A data directory the server creates is 0700. The file is
 * created 0600 before SQLite opens it, and SQLite gives its -wal and -shm files the database
 * file's mode; a database left readable by an older version is narrowed at start.
 */
function privateDatabaseFiles(dataDir: string, location: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(location, 'a', 0o600));
  for (const f of [location, `${location}-wal`, `${location}-shm`]) {
    try {
      fs.chmodSync(f, 0o600);
    } catch (err) {
      // absent, or owned by another user (a mounted volume): leave it as it is
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'EPERM') throw err;
    }
  }
}

function openSqlite(opts: DbOptions, auditoria: SeloDaAuditoria): DbHandle {
  const file = opts.sqliteFile ?? 'portal.db';
  let location = file;
  if (file !== ':memory:') {
    location = path.join(opts.dataDir, file);
    privateDatabaseFiles(opts.dataDir, location);
  }
  const sqlite = new SQLite(location);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL in WAL mode survives a process crash (SIGKILL); only power loss could drop the last commit.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const changes = new ChangeFeed(() => dataVersion.get() as number);
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }, sqlite),
    plugins: [changes.plugin],
  });
  return vigiarDisco({
    db: db as unknown as Db,
    dialect: 'sqlite',
    sqlite,
    changes,
    auditoria,
    discoCheio: false,
    ping: (limiteMs) => pingDentroDe(db, limiteMs),
    listen: async () => undefined,
    close: () => db.destroy(),
  });
}

/**
 * Transactions take SQLite's write lock when they begin (`begin immediate`). A deferred one that
 * reads, then writes, fails at once with SQLITE_BUSY_SNAPSHOT if another process (the operator's
 * command line) committed in between, whatever the busy timeout; an immediate one waits for the
 * other writer instead. In the server's process there is one connection, so nothing else changes.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  constructor(
    settings: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(settings);
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * SQLite ends a transaction itself on some errors (SQLITE_FULL: the disk is full); a
   * `rollback` then fails with "cannot rollback - no transaction is active" and that error would
   * hide the real one.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.sqlite.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(
    private readonly settings: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings, this.sqlite);
  }

  /** a LIMIT that SQLite does not plan again on every run (./compilador-sqlite.ts) */
  override createQueryCompiler(): QueryCompiler {
    return new CompiladorSqlite();
  }
}

/**
 * Kysely prepares every statement anew; on SQLite that is a fifth of a simple query's time.
 * The app issues a bounded set of distinct SQL texts, so prepared statements are kept by text
 * (at most STATEMENT_CACHE_SIZE, least recently used dropped). One connection runs one query at a
 * time (Kysely serializes them), so reusing a statement is safe. SQLite itself may still plan a
 * kept statement again when some parameters are bound anew (a bare `limit ?`: avoided by
 * ./compilador-sqlite.ts; docs/decisions/092-limite-sem-repreparar.md).
 */
const STATEMENT_CACHE_SIZE = 500;
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let stmt = cache.get(text);
      if (!stmt) {
        stmt = sqlite.prepare(text);
        cache.set(text, stmt);
      }
      return stmt;
    },
  };
}

function openPostgres(
  url: string,
  auditoria: SeloDaAuditoria,
  schema?: string,
  limiteConsultaMs?: number,
): DbHandle {
  const opcoes = [
    schema ? `-c search_path=${schema}` : '',
    limiteConsultaMs
      ? `-c statement_timeout=${limiteConsultaMs} -c lock_timeout=${limiteConsultaMs}`
      : '',
  ].join(' ');
  const { Pool, types } = pgDriver();
  const novoPool = (max: number) => {
    const pool = new Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: 5000,
      options: opcoes.trim() || undefined,
      types: {
        getTypeParser: (oid: number, format?: string) => {
          // timestamptz / timestamp as ISO strings, int8 (count) as numbers
          if (oid === 1184 || oid === 1114) return instanteIso;
          if (oid === 20) return (v: string) => Number(v);
          return types.getTypeParser(oid, format as 'text');
        },
      } as pg.CustomTypesConfig,
    });
    // A client losing its connection must not crash the process: an idle one (the pool's 'error'),
    // and one checked out between two statements of a transaction, whose 'error' nobody else
    // hears (a restart of PostgreSQL, a failover, pg_terminate_backend). The statement running or
    // the next one fails, and the pool drops the client when it comes back.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return pool;
  };
  // single statements and transactions never wait for each other's connections (./dois-pools.ts)
  const pools: PoolsDoBanco = { consultas: novoPool(10), transacoes: novoPool(8) };
  const changes = new ChangeFeed();
  const db = new Kysely<Database>({
    dialect: new DialetoDeDoisPools(pools),
    plugins: [changes.plugin],
  });
  let escuta: Promise<Escuta> | undefined;
  return vigiarDisco({
    db: db as unknown as Db,
    dialect: 'postgres',
    changes,
    auditoria,
    pgSchema: schema,
    pgPool: pools.consultas,
    pgPools: pools,
    discoCheio: false,
    listen: async (log) => {
      escuta ??= (async () => {
        const atual = await sql<{ s: string }>`select current_schema() as s`.execute(db);
        return escutarMudancas({ url, schema: atual.rows[0]!.s, feed: changes, log });
      })();
      await escuta;
    },
    ping: (limiteMs) => pingDentroDe(db, limiteMs),
    close: async () => {
      if (escuta) await (await escuta.catch(() => undefined))?.close();
      await db.destroy();
    },
  });
}

export async function migrate(handle: DbHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider(handle.dialect, handle.auditoria),
    // Named, so that Kysely looks for its own tables in this schema only: it otherwise finds them
    // in any schema of the database (another test run's) and then cannot reach them.
    migrationTableSchema: handle.pgSchema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Falha ao aplicar migração ${failed?.migrationName ?? ''}: ${String(error)}`);
  }
}

/** Current time as stored in every timestamp column. */
export function now(): string {
  return new Date().toISOString();
}
