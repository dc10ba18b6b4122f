import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portaLivre } from '../../scripts/lib/porta-livre.mjs';

/**
 * Tests that start the real built server (`npm run build` first; `npm test` does). SERVER_DIST
 * points them at another build (e.g. `.work/dist-x`) without touching ./dist.
 */
export const DIST_MAIN = path.resolve(process.env.SERVER_DIST ?? 'dist', 'server/main.js');

export function requireBuild(): void {
  if (!fs.existsSync(DIST_MAIN)) {
    throw new Error('dist/server/main.js não existe: rode `npm run build` antes destes testes.');
  }
}

/**
 * V8's flags for the built processes the tests start and throw away within seconds: no optimising
 * compiler, whose work such a short life never pays back (about a sixth of the crash tests'
 * processor, docs/decisions/031-testes-rapidos.md). What the code does is the same; the product
 * itself runs with V8's defaults.
 */
export const PROCESSO_CURTO = ['--no-opt'];

/** The built front end (`npm run build`; BUILD_DIR points at another). */
export const WEB_DIR = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');

export function requireWebBuild(): void {
  if (!fs.existsSync(path.join(WEB_DIR, '__spa-fallback.html'))) {
    throw new Error('build/client não existe: rode `npm run build` antes destes testes.');
  }
}

/**
 * The built command line (`npm run cli -- …`) on a test app's data, as the operator runs it:
 * its DATA_DIR and, on PostgreSQL, its database; the exit status and what it printed.
 */
export function rodarCli(
  app: { dataDir: string; databaseUrl?: string },
  args: string[],
  env: Record<string, string> = {},
) {
  requireBuild();
  const { DATABASE_URL: _fora, ...resto } = process.env;
  const cli = path.join(path.dirname(DIST_MAIN), 'cli.js');
  const r = spawnSync(process.execPath, [...PROCESSO_CURTO, cli, ...args], {
    env: {
      ...resto,
      DATA_DIR: app.dataDir,
      LOG_LEVEL: 'silent',
      ...(app.databaseUrl ? { DATABASE_URL: app.databaseUrl } : {}),
      ...env,
    },
    encoding: 'utf8',
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A free port for a server a test starts (the benchmarks' own helper). */
export const freePort = portaLivre;

export interface RunningServer {
  proc: ChildProcess;
  port: number;
  url: string;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  requireBuild();
  // a PORT of its own: an instance started again where a proxy expects it
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-proc-'));
  let out = '';
  const proc = spawn(process.execPath, [...PROCESSO_CURTO, DIST_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // generous: on a loaded machine a start takes seconds
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (proc.exitCode !== null)
      throw new Error(`o servidor saiu com código ${proc.exitCode}: ${out}`);
    if (Date.now() > deadline) throw new Error(`o servidor não respondeu em 60 s: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { proc, port, url, dataDir, output: () => out, exited };
}
