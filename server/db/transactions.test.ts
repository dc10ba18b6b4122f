/**
 * SQLite transactions against a writer in another process (the operator's command line): a
 * transaction that reads, then writes, must not fail because the other committed in between.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usingPostgres } from '../test/app.js';
import { migrate, openDatabase, type DbHandle } from './index.js';

describe.skipIf(usingPostgres())('SQLite transactions (SQLite only)', () => {
  let dir: string;
  let handle: DbHandle;
  let other: SQLite.Database;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-trx-'));
    handle = openDatabase({ dataDir: dir });
    await migrate(handle);
    other = new SQLite(path.join(dir, 'portal.db'));
    other.pragma('busy_timeout = 0');
  });
  afterEach(async () => {
    other.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const row = (acao: string) => ({
    data_hora: new Date().toISOString(),
    usuario_id: null,
    usuario_nome: null,
    login: null,
    acao,
    detalhes: acao,
  });

  it('hold the write lock from the start: another writer waits, and the read-then-write commits', async () => {
    let otherWrite: string | null = null;
    await handle.db.transaction().execute(async (trx) => {
      await trx.selectFrom('audit_log').select('id').execute();
      try {
        other
          .prepare(
            "insert into audit_log (data_hora, acao, detalhes) values ('2026-01-01', 'x', 'x')",
          )
          .run();
        otherWrite = 'committed';
      } catch (err) {
        otherWrite = (err as { code?: string }).code ?? 'error';
      }
      await trx.insertInto('audit_log').values(row('depois_da_leitura')).execute();
    });
    expect(otherWrite).toBe('SQLITE_BUSY');
    const acoes = await handle.db.selectFrom('audit_log').select('acao').execute();
    expect(acoes.map((a) => a.acao)).toEqual(['depois_da_leitura']);
  });
});
