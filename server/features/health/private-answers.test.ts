import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { openDatabase } from '../../db/index.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('personal answers are never kept by a browser or a proxy', () => {
  it('every /api answer carries Cache-Control: no-store, errors included', async () => {
    t = await createTestApp({ env: { ADMIN_PASSWORD: 'SenhaInicial123' } });
    const app = t.app;
    const admin = await buildUser(t, { role: 'admin' });
    const colaborador = await buildUser(t);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'admin', senha: 'SenhaInicial123' },
    });
    expect(login.statusCode).toBe(200);
    const answers = [
      login,
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: 'admin', senha: 'x' },
      }),
      await app.inject({ url: '/api/me', headers: colaborador.auth }),
      await app.inject({ url: '/api/me' }),
      await app.inject({ url: '/api/users', headers: admin.auth }),
      await app.inject({ url: '/api/auditoria', headers: admin.auth }),
      await app.inject({ url: '/api/admin/denuncias', headers: admin.auth }),
      await app.inject({ url: '/api/contato/mensagens', headers: admin.auth }),
      await app.inject({ url: '/api/atendimentos', headers: colaborador.auth }),
      await app.inject({ url: '/api/health' }),
      await app.inject({ url: '/api/nao-existe' }),
      // a file link with a bad signature; a valid one keeps `private` caching until it expires
      await app.inject({ url: '/api/arquivos/abc.png?exp=1&sig=x' }),
    ];
    expect(login.json().token).toBeTruthy();
    for (const res of answers) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 60)}`).toBe(
        'no-store',
      );
    }
    expect(answers.map((r) => r.statusCode)).toEqual([
      200, 401, 200, 401, 200, 200, 200, 200, 200, 200, 404, 403,
    ]);
  });
});

// File permissions concern the SQLite files; the PostgreSQL project has none to check.
describe.skipIf(usingPostgres())('the SQLite database on disk', () => {
  it('a fresh DATA_DIR is 0700, and portal.db with its -wal and -shm files are 0600', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mode-'));
    fs.chmodSync(parent, 0o755);
    const dataDir = path.join(parent, 'dados');
    const handle = openDatabase({ dataDir });
    try {
      await handle.db.schema.createTable('t').addColumn('x', 'integer').execute();
      await handle.db
        .insertInto('t' as never)
        .values({ x: 1 } as never)
        .execute();
      const mode = (f: string) => fs.statSync(path.join(dataDir, f)).mode & 0o777;
      expect(mode('.')).toBe(0o700);
      for (const f of ['portal.db', 'portal.db-wal', 'portal.db-shm']) {
        expect(mode(f).toString(8), f).toBe('600');
      }
    } finally {
      await handle.close();
    }
  });

  it('narrows a database left readable by everyone at the next start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mode-'));
    const file = path.join(dataDir, 'portal.db');
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o644);
    const handle = openDatabase({ dataDir });
    await handle.close();
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
  });
});
