/**
 * Once per test run and database project (vitest.config.ts `globalSetup`): a database with every
 * migration applied, which `createTestApp` (./app.ts) copies for each test app instead of
 * migrating a new one — a SQLite file it copies, or a PostgreSQL database it names as the
 * template of a new database. On an empty database the migrations seal no audit entry, so the
 * copy holds nothing tied to a key or a data directory: it is what a fresh migration would leave.
 * The migrations themselves still run in the tests that migrate a database of their own
 * (server/db/transactions.test.ts, server/operacao/backup.test.ts, the crash tests,
 * server/features/denuncias/migracao-anonimato.test.ts, server/features/auditoria/cadeia-operacao.test.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/index.js';
import { apagarBancosDoPrefixo, criarBancoProprio } from '../../scripts/lib/banco-proprio.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated SQLite file to copy; '' when there is none */
    modeloSqlite: string;
    /** the migrated PostgreSQL database to copy (its name); '' when there is none */
    modeloPostgres: string;
    /** the prefix of this run's test databases on PostgreSQL, which its end drops */
    prefixoDosBancos: string;
  }
}

export default async function criarModelo(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-modelo-'));
  const url = process.env.TEST_DATABASE_URL;
  const postgres = project.config.env?.TEST_DB === 'postgres' && url;
  const banco = postgres ? await criarBancoProprio(url, 'modelo') : undefined;
  const handle = openDatabase({ dataDir: dir, ...(banco ? { databaseUrl: banco.url } : {}) });
  await migrate(handle);
  // closing the only connection folds SQLite's write-ahead log into the file, and leaves the
  // PostgreSQL database with no session, as a template must be
  await handle.close();
  project.provide('modeloSqlite', banco ? '' : path.join(dir, 'portal.db'));
  project.provide('modeloPostgres', banco ? new URL(banco.url).pathname.slice(1) : '');
  const prefixo = `t_${crypto.randomBytes(4).toString('hex')}`;
  project.provide('prefixoDosBancos', prefixo);
  return async () => {
    // the test apps' databases whose drop was still running (or never ran) when their file ended
    if (url && postgres) await apagarBancosDoPrefixo(url, prefixo);
    await banco?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
