/**
 * Once per test run (vitest.config.ts `globalSetup`): a SQLite database with every migration
 * applied, which `createTestApp` (./app.ts) copies for each test app instead of migrating a new
 * file. On an empty database the migrations seal no audit entry, so the copy holds nothing tied to
 * a key or a data directory: it is what a fresh migration would leave. The migrations themselves
 * still run in the tests
 * that migrate a database of their own (server/db/transactions.test.ts, server/db/backup.test.ts,
 * the crash tests) and by every test app on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated SQLite file to copy; '' when there is none */
    modeloSqlite: string;
  }
}

export default async function criarModelo(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-modelo-'));
  const handle = openDatabase({ dataDir: dir });
  await migrate(handle);
  // closing the only connection folds the write-ahead log into the file
  await handle.close();
  project.provide('modeloSqlite', path.join(dir, 'portal.db'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
