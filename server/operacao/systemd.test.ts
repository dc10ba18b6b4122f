/**
 * deploy/systemd/: the units pass `systemd-analyze verify` (where systemd is present), and the
 * backup timer's command is the portal's own CLI: run as the unit writes it (paths moved to a
 * test's), it writes a backup and records its success for the metric
 * (server/operacao/marcos.ts). Needs the build (`npm run build:server`).
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { DIST_MAIN, requireBuild } from '../test/process.js';
import { ultimoSucesso } from './marcos.js';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-launch.mjs';

const DIR = path.resolve('deploy/systemd');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const UNIDADES = ['portal.service', 'portal-backup.service', 'portal-backup.timer'];
const temSystemd = fs.existsSync(SYSTEMD_ANALYZE);
if (!temSystemd) {
  console.warn(
    `systemd.test.ts: verify pulado, ${SYSTEMD_ANALYZE} ausente (apt-get install systemd)`,
  );
}

/** A unit's values for `chave` (systemd's %% is a literal %). */
function valores(unidade: string, chave: string): string[] {
  return fs
    .readFileSync(path.join(DIR, unidade), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith(`${chave}=`))
    .map((l) => l.slice(chave.length + 1).replaceAll('%%', '%'));
}

describe('deploy/systemd', () => {
  it.skipIf(!temSystemd)('the units pass systemd-analyze verify', async () => {
    const r = await promisify(execFile)(SYSTEMD_ANALYZE, [
      'verify',
      '--man=no',
      ...UNIDADES.map((u) => path.join(DIR, u)),
    ]);
    expect(r.stderr).toBe('');
  });

  it('the service restarts on failure, is hardened, and reads its settings from one file', () => {
    expect(valores('portal.service', 'Restart')).toEqual(['on-failure']);
    expect(valores('portal.service', 'EnvironmentFile')).toEqual(['/etc/portal/portal.env']);
    for (const chave of ['NoNewPrivileges', 'ProtectHome', 'PrivateTmp', 'RestrictSUIDSGID']) {
      expect(valores('portal.service', chave), chave).toEqual(['yes']);
    }
    expect(valores('portal.service', 'ProtectSystem')).toEqual(['strict']);
    expect(valores('portal.service', 'User')).toEqual(['portal']);
    expect(valores('portal-backup.timer', 'Persistent')).toEqual(['true']);
  });

  it('starts the server as `npm start` does: the same Node options and memory settings', () => {
    const [ambiente] = valores('portal.service', 'Environment');
    const variaveis = new Map(
      ambiente!.split(' ').map((par) => par.split('=') as [string, string]),
    );
    for (const [nome, valor] of Object.entries(SERVER_ENV)) {
      expect(variaveis.get(nome), nome).toBe(valor);
    }
    const [comando] = valores('portal.service', 'ExecStart');
    expect(comando).toBe(
      ['/usr/bin/node', ...SERVER_NODE_ARGS, '/opt/portal/dist/server/main.js'].join(' '),
    );
  });

  describe("the backup timer's command", () => {
    let t: TestApp;
    let destino: string;
    beforeAll(async () => {
      requireBuild();
      t = await createTestApp();
      destino = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backups-'));
    });
    afterAll(() => t.close());

    it("is the portal's CLI, writes the backup and records its success", async () => {
      expect(await ultimoSucesso(t.db, 'backup')).toBeNull();
      const [comando] = valores('portal-backup.service', 'ExecStart');
      expect(comando).toContain('/opt/portal/dist/server/cli.js backup --arquivo');
      const raiz = path.dirname(path.dirname(path.dirname(DIST_MAIN)));
      const local = comando!
        .replaceAll('/opt/portal', raiz)
        .replaceAll('/var/backups/portal', destino)
        .replaceAll('/usr/bin/node', process.execPath);
      const [, ...argv] = local.split(' ');
      expect(local.startsWith('/bin/sh ')).toBe(true);
      const { DATABASE_URL: _fora, ...env } = process.env;
      const r = spawnSync('/bin/sh', [argv[0]!, argv.slice(1).join(' ').replace(/^'|'$/g, '')], {
        env: {
          ...env,
          DATA_DIR: t.dataDir,
          LOG_LEVEL: 'silent',
          ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
        },
        encoding: 'utf8',
      });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      const arquivos = fs.readdirSync(destino);
      expect(arquivos).toHaveLength(1);
      expect(arquivos[0]).toMatch(/^portal-\d{4}-\d{2}-\d{2}T\d{4}\.ndjson\.gz$/);
      const quando = await ultimoSucesso(t.db, 'backup');
      expect(quando).not.toBeNull();
      expect(Date.now() - quando!.getTime()).toBeLessThan(60_000);
    });
  });
});
