/**
 * A server of its own whose clock starts at a chosen instant (./support/relogio.mjs), for the
 * specs of due times: the page's clock is set to the same instant, so the browser and the server
 * agree on "hoje". Its own SQLite data (or its own PostgreSQL database beside E2E_DATABASE_URL),
 * so the shifted clock never touches the shared test server's tickets.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { test, type Browser, type Page } from '@playwright/test';
import { Api } from './api';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

const PRELOAD = path.resolve('e2e/support/relogio.mjs');
const dist = process.env.E2E_DIST ?? 'dist';

/**
 * The port of this worker's own server: E2E_PORT + 2 + the worker's slot (0 to workers − 1), so
 * within the run's own range (E2E_PORT to E2E_PORT + 9). A worker runs one test at a time and
 * every spec stops its server before the next test, so one port per worker is enough.
 */
export const portaPropria = (): number =>
  Number(process.env.E2E_PORT ?? 3100) + 2 + test.info().parallelIndex;

/**
 * One server of its own for a whole spec file, at the current time: started by the first test
 * that asks for it (then `preparar` runs once), stopped after the file's last test. For specs
 * whose tests already keep apart by their own users and need the same settings.
 */
export function servidorDoArquivo(
  preparar: (srv: ServidorNoRelogio) => Promise<void> = async () => {},
): () => Promise<ServidorNoRelogio> {
  let srv: Promise<ServidorNoRelogio> | undefined;
  test.afterAll(async () => {
    const iniciado = srv;
    srv = undefined;
    if (iniciado) await (await iniciado).parar();
  });
  return () =>
    (srv ??= servidorNoRelogio(new Date().toISOString(), portaPropria()).then(async (s) => {
      await preparar(s);
      return s;
    }));
}

/**
 * A tab on `srv`, in a browser context of its own (cookies and storage apart from the test's
 * `page`), at `viewport` (the config's size when none). Closing its context is the caller's.
 */
export async function abaNoServidor(
  browser: Browser,
  srv: ServidorNoRelogio,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: srv.baseURL, ...(viewport && { viewport }) });
  return ctx.newPage();
}

export interface ServidorNoRelogio {
  baseURL: string;
  api: Api;
  parar: () => Promise<void>;
}

/** Runs `sql` on the PostgreSQL server of `url` (database statements, outside a transaction). */
async function noServidor(url: string, ...sql: string[]) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (const s of sql) await admin.query(s);
  await admin.end();
}

/** A database of its own on the PostgreSQL of E2E_DATABASE_URL, emptied first. */
async function bancoProprio(url: string, nome: string): Promise<string> {
  await noServidor(url, `drop database if exists ${nome} with (force)`, `create database ${nome}`);
  const u = new URL(url);
  u.pathname = `/${nome}`;
  return u.toString();
}

/**
 * Starts the built server with its clock at `instante` (ISO), on `porta`, with `extra` in its
 * environment (e.g. SMTP_URL to a test SMTP server); resolves when healthy.
 */
export async function servidorNoRelogio(
  instante: string,
  porta: number,
  extra: Record<string, string> = {},
): Promise<ServidorNoRelogio> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-relogio-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    RELOGIO_E2E: instante,
    NODE_OPTIONS: `--import=${PRELOAD}`,
    DATA_DIR: dataDir,
    PORT: String(porta),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    WEB_DIR: `${process.env.BUILD_DIR ?? 'build'}/client`,
    ...extra,
  };
  delete env.DATABASE_URL;
  const pgUrl = process.env.E2E_DATABASE_URL;
  const banco = `relogio_${porta}`;
  if (pgUrl) env.DATABASE_URL = await bancoProprio(pgUrl, banco);
  const baseURL = `http://127.0.0.1:${porta}`;
  const saudavel = () =>
    fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  // A server left over on the port would answer in this one's place.
  if (await saudavel()) throw new Error(`port ${porta} is already serving`);
  const child = spawn('node', [`${dist}/server/main.js`], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  const parar = async () => {
    if (child.exitCode === null) {
      const saiu = new Promise((r) => child.once('exit', r));
      // Its data goes with it, so nothing is owed a graceful stop, which would wait up to 3 s
      // for the browser's and this worker's idle keep-alive connections to close (the drain of
      // server/plugins/shutdown.ts; stopping is tested in server/features/health/process.test.ts).
      child.kill('SIGKILL');
      await saiu;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl) await noServidor(pgUrl, `drop database if exists ${banco} with (force)`);
  };
  try {
    // 60 s, as the Vitest tests that start the built server give it (docs/decisions/031-testes-rapidos.md)
    const limite = Date.now() + 60_000;
    while (!(await saudavel())) {
      if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
      if (Date.now() > limite) throw new Error(`server not healthy in 60 s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const api = await Api.create(baseURL, {
      RELOGIO_E2E: instante,
      NODE_OPTIONS: `--import=${PRELOAD}`,
      DATA_DIR: dataDir,
      ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
    });
    return { baseURL, api, parar };
  } catch (err) {
    await parar();
    throw err;
  }
}
