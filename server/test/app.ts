import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { defaultLimits, loadConfig, type Limits } from '../config.js';
import { openDatabase, type DatabaseDasFeatures, type Db, type DbHandle } from '../db/index.js';
import { tomarBanco, type BancoDeTeste } from './bancos-de-teste.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  handle: DbHandle;
  dataDir: string;
  /** PostgreSQL: the URL of the test app's own database (undefined on SQLite) */
  databaseUrl?: string;
  close(): Promise<void>;
}

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

/**
 * Every test app on PostgreSQL has a database of its own (a copy of the run's migrated one). A
 * few tests migrate schemas of TEST_DATABASE_URL's database themselves (old versions, moves
 * between engines): those files create, migrate and drop schemas of one database in parallel.
 * Kysely's migrator reads the catalog of every schema (its introspection), and that read fails
 * with "schema … does not exist" when another file drops its schema in the middle of it. So a
 * migration holds this lock shared and a drop holds it alone: migrations already wait for one
 * another (Kysely's own lock), drops wait for none but the migrations in flight.
 */
const TRAVA_DO_CATALOGO = 730_2026;
export async function comCatalogoEstavel<T>(fn: () => Promise<T>, sozinho = false): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (!usingPostgres() || !url) return fn();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    // a migration drops and renames too (0017 drops a table): so migrations take it alone as
    // well, not shared; they already wait for one another (Kysely's own lock), so little is lost
    void sozinho;
    await c.query('select pg_advisory_lock($1)', [TRAVA_DO_CATALOGO]);
    return await fn();
  } finally {
    // ending the session releases the lock
    await c.end();
  }
}

/** A new empty schema of TEST_DATABASE_URL's database, with a name of its own; answers the name. */
export async function novoSchema(): Promise<string> {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return schema;
}

/** Drops a test schema, once no migration is reading the catalog. */
export async function apagarSchema(schema: string): Promise<void> {
  await comCatalogoEstavel(async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }, true);
}

/** The tables of the test's own database, without reading any other's catalog. */
export async function tabelasDoBanco(db: Db): Promise<string[]> {
  const rows = usingPostgres()
    ? await sql<{ nome: string }>`
        select tablename as nome from pg_tables where schemaname = current_schema()`.execute(db)
    : await sql<{ nome: string }>`
        select name as nome from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
        db,
      );
  return rows.rows.map((r) => r.nome).sort();
}

/** How many rows `tabela` holds now (counted in the database, as an insider would). */
export async function linhasDe(db: Db, tabela: keyof DatabaseDasFeatures): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from ${sql.table(tabela)}`.execute(db);
  return Number(rows[0]!.n);
}

interface TestAppOptions {
  limits?: Partial<Limits>;
  logStream?: DestinationStream;
  env?: Record<string, string>;
}

/** The configuration of a test app whose data lives in `dataDir`. */
export function testConfig(dataDir: string, opts: TestAppOptions = {}) {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: opts.logStream ? 'info' : 'silent',
      JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
      WEB_DIR: path.join(dataDir, 'sem-web'),
      ...opts.env,
    }),
    limits: { ...defaultLimits, ...opts.limits },
    retencaoAoIniciar: false,
  };
}

/**
 * Another instance of `first`'s product: its own app and connections on the same database (the
 * same SQLite file, or the same PostgreSQL schema) and data directory. Closing it leaves the
 * data to `first`.
 */
export async function createSecondInstance(
  first: TestApp,
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const handle = openDatabase({
    dataDir: first.dataDir,
    ...(first.databaseUrl ? { databaseUrl: first.databaseUrl } : {}),
  });
  const app = await buildApp({ config: testConfig(first.dataDir, opts), dbHandle: handle });
  return {
    app,
    db: handle.db,
    handle,
    dataDir: first.dataDir,
    databaseUrl: first.databaseUrl,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** The migrated database of this run (./modelo.ts) of `chave`'s kind, when the run made one. */
function modelo(chave: 'modeloSqlite' | 'modeloPostgres' | 'prefixoDosBancos'): string {
  try {
    return inject(chave) ?? '';
  } catch {
    return '';
  }
}

/**
 * A fresh app on a fresh real database: a SQLite file in a temporary DATA_DIR, or, with
 * TEST_DB=postgres, a new database beside TEST_DATABASE_URL's; either a copy of the run's migrated
 * one (./modelo.ts). Never a mock.
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  let banco: BancoDeTeste | undefined;
  let handle: DbHandle;
  if (usingPostgres()) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL project');
    banco = await tomarBanco(
      url,
      modelo('prefixoDosBancos') || 't',
      modelo('modeloPostgres') || undefined,
    );
    handle = openDatabase({ dataDir, databaseUrl: banco.url });
  } else {
    const copia = modelo('modeloSqlite');
    if (copia) fs.copyFileSync(copia, path.join(dataDir, 'portal.db'));
    handle = openDatabase({ dataDir });
  }
  const config = testConfig(dataDir, opts);
  const app = await buildApp({ config, dbHandle: handle, logStream: opts.logStream });
  return {
    app,
    db: handle.db,
    handle,
    dataDir,
    databaseUrl: banco?.url,
    async close() {
      await app.close();
      await handle.close();
      // PostgreSQL: the database goes back to the worker's next app, or is dropped
      // (./bancos-de-teste.ts); the run's end drops whatever of its databases is left (./modelo.ts)
      await banco?.devolver();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
