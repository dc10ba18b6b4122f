/**
 * For a migration's own test: a database of its own (a SQLite file, or a PostgreSQL schema),
 * migrated up to `ate` only, so the test can store what the code before the migration stored,
 * then migrate the rest of the way. Closed and removed after each test.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterEach } from 'vitest';
import { openDatabase, type DbHandle } from '../db/index.js';
import { migrationProvider } from '../db/migrations/index.js';
import { apagarSchema, comCatalogoEstavel, novoSchema, usingPostgres } from './app.js';

const URL = process.env.TEST_DATABASE_URL;
let fechar: (() => Promise<void>) | undefined;
afterEach(async () => {
  await fechar?.();
  fechar = undefined;
});

/** A database of its own, migrated up to `ate` (a migration's name). */
export async function bancoEm(ate: string): Promise<DbHandle> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migracao-'));
  const chave = crypto.randomBytes(32).toString('hex');
  let handle: DbHandle;
  let schema: string | undefined;
  if (usingPostgres()) {
    schema = await novoSchema();
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: URL,
      pgSchema: schema,
      chaveAuditoria: chave,
    });
  } else {
    handle = openDatabase({ dataDir: dir, chaveAuditoria: chave });
  }
  fechar = async () => {
    await handle.close();
    if (schema) await apagarSchema(schema);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider(handle.dialect, handle.auditoria),
    migrationTableSchema: handle.pgSchema,
  });
  const { error } = await comCatalogoEstavel(() => migrator.migrateTo(ate));
  if (error) throw error;
  return handle;
}
