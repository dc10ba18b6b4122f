import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DIST_MAIN, freePort, requireBuild } from '../../test/process.js';
import { usingPostgres } from '../../test/app.js';

const repo = path.resolve('.');

/**
 * A copy of the project's launch files (package.json with its "start" script, scripts/start.mjs)
 * in a temporary directory, its dist/ pointing at the build under test, so that `npm start`
 * runs as a process manager would run it without ever building into the working tree.
 */
function launchDir(): string {
  requireBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-npm-start-'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.copyFileSync(path.join(repo, 'package.json'), path.join(dir, 'package.json'));
  for (const f of ['start.mjs', 'server-launch.mjs']) {
    fs.copyFileSync(path.join(repo, 'scripts', f), path.join(dir, 'scripts', f));
  }
  fs.symlinkSync(path.dirname(path.dirname(DIST_MAIN)), path.join(dir, 'dist'));
  // start.mjs builds the front end when this file is missing; these tests need no pages
  fs.mkdirSync(path.join(dir, 'build/client'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'build/client/__spa-fallback.html'), '');
  return dir;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let npm: ChildProcess | undefined;
let serverPid: number | undefined;
afterEach(() => {
  // never leave a server behind, whatever the test found
  if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
  if (npm?.pid && alive(npm.pid)) process.kill(-npm.pid, 'SIGKILL');
  npm = serverPid = undefined;
});

// Process-level behaviour does not depend on the database; it runs once, in the SQLite project.
describe.skipIf(usingPostgres())('npm start', () => {
  it('SIGTERM to the npm process itself ends in the graceful shutdown of the server, exit 0', async () => {
    const dir = launchDir();
    const port = await freePort();
    let out = '';
    npm = spawn('npm', ['start'], {
      cwd: dir,
      // its own process group, as a service would be; the signal goes to npm's pid only
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-npm-data-')),
        WEB_DIR: path.join(dir, 'build/client'),
        CONTENT_FILE: path.join(repo, 'content/site.json'),
        ADMIN_PASSWORD: 'SenhaInicial123',
        LOG_LEVEL: 'info',
      },
    });
    npm.stdout!.on('data', (d) => (out += d));
    npm.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) =>
      npm!.on('exit', (code) => resolve(code)),
    );

    const url = `http://127.0.0.1:${port}/api/health`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`sem resposta: ${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const listening = out.split('\n').find((l) => l.includes('Server listening'));
    serverPid = (JSON.parse(listening!) as { pid: number }).pid;
    expect(serverPid).not.toBe(npm.pid);

    process.kill(npm.pid!, 'SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain(
      'SIGTERM recebido: encerrando após concluir as requisições em andamento.',
    );
    // npm left only once the server had: nothing answers any more, and the process is gone
    expect(alive(serverPid)).toBe(false);
    await expect(fetch(url)).rejects.toThrow();
  });
});
