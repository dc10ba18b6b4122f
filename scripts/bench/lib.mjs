// What the benchmark and load scripts share: the built server, started and waited for, and the
// way figures are computed and printed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { criarBancoProprio } from '../lib/banco-proprio.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../server-launch.mjs';
import { usuarioDeBench } from './seed.mjs';

/**
 * What a benchmark leaves while it runs: the servers it started, its data folders
 * (`pastaDoBench`) and its PostgreSQL databases (`freshPostgresDatabase`). They go when the process
 * ends, however it ends: its own end, an error midway (a server that did not start), Ctrl-C or a
 * SIGTERM. A benchmark that failed midway used to leave its folder and its database behind, the
 * database with thousands of seeded employees in it. The servers are stopped first; the
 * databases are dropped by a short process of their own, since nothing asynchronous runs once
 * this one is exiting.
 */
const sobras = { servidores: new Set(), pastas: new Set(), bancos: new Set() };
const APAGAR_BANCOS = fileURLToPath(new URL('./apagar-bancos.mjs', import.meta.url));
process.on('exit', () => {
  for (const proc of sobras.servidores) if (proc.exitCode === null) proc.kill('SIGTERM');
  for (const pasta of sobras.pastas) fs.rmSync(pasta, { recursive: true, force: true });
  if (sobras.bancos.size > 0) {
    spawnSync(process.execPath, [APAGAR_BANCOS, ...sobras.bancos], {
      stdio: 'inherit',
      timeout: 30_000,
    });
  }
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** A new folder of the system's temp folder, named `<prefixo>-…`, removed when the process ends. */
export function pastaDoBench(prefixo) {
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), `${prefixo}-`));
  sobras.pastas.add(pasta);
  return pasta;
}

/** `<dist>/server/main.js`, or the process ends saying how to build it. */
export function builtServer(dist) {
  const mainJs = path.join(dist, 'server/main.js');
  if (!fs.existsSync(mainJs)) {
    console.error(`${mainJs} não existe: rode "npm run build:server" (ou passe --dist).`);
    process.exit(1);
  }
  return mainJs;
}

/** A module of the built code (its migrations, its token service…). */
export const loadBuilt = (dist, rel) => import(pathToFileURL(path.join(dist, rel)).href);

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts `node <mainJs>` on 127.0.0.1:`port` with `env` on top of this process's, answers once
 * /api/health does; the server is stopped when this process exits.
 */
export async function startBuiltServer({ mainJs, port, env, nodeArgs = [], stdout = 'inherit' }) {
  const proc = spawn(process.execPath, [...nodeArgs, mainJs], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  sobras.servidores.add(proc);
  proc.once('exit', () => sobras.servidores.delete(proc));
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(`${url}/api/health`, proc);
  return { proc, url };
}

/**
 * The built server as production starts it (the launch's node options and memory settings,
 * NODE_ENV=production), on `dataDir` and `databaseUrl` (SQLite without one) and, unless `env`
 * names another WEB_DIR, no web build; `env` adds or overrides variables, `nodeArgs` adds node
 * options (a CPU profile), and its output is dropped unless `stdout` is 'inherit'.
 */
export function startProductionServer({
  mainJs,
  port,
  dataDir,
  databaseUrl,
  env = {},
  nodeArgs = [],
  stdout = 'ignore',
}) {
  return startBuiltServer({
    mainJs,
    port,
    nodeArgs: [...SERVER_NODE_ARGS, ...nodeArgs],
    stdout,
    env: {
      ...SERVER_ENV,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      WEB_DIR: path.join(dataDir, 'sem-web'),
      ...env,
    },
  });
}

/** Resolves once `url` answers 2xx; throws after 30 s or when `proc` has exited. */
export async function waitHealthy(url, proc) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 300 || proc.exitCode !== null) throw new Error(`sem resposta em ${url}`);
    await sleep(100);
  }
}

/** The `p`th percentile of an ascending array. */
export const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export const ms = (n) => (n === undefined ? '-' : `${n.toFixed(1)} ms`);

/**
 * CPU seconds a process has used (utime + stime from /proc): what a request costs the server,
 * which the machine's other load hardly moves, unlike its latency. `soPrincipal`: its main thread
 * alone (JavaScript's), without V8's compiler and collector threads and libuv's.
 */
export function cpuSegundos(pid, { soPrincipal = false } = {}) {
  const arquivo = soPrincipal ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  const campos = fs.readFileSync(arquivo, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat (11 and 12 after the name)
  return (Number(campos[11]) + Number(campos[12])) / 100;
}

/** CPU seconds of every PostgreSQL process of this machine, and of the backends that ended. */
export function cpuPostgresSegundos() {
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (!stat.includes('(postgres)')) continue;
    const campos = stat.split(') ')[1].split(' ');
    // utime, stime, and cutime, cstime: the postmaster's ended children (backends that closed)
    total += campos.slice(11, 15).reduce((a, c) => a + Number(c), 0) / 100;
  }
  return total;
}

/** CPU seconds the whole machine has spent busy (every core), from /proc/stat. */
export function cpuMaquinaSegundos() {
  const [user, nice, system, , , irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

/** The machine's load averages, as printed beside every figure. */
/** The node options that make a server write a CPU profile into `pasta` as it ends. */
export const perfilEm = (pasta) =>
  pasta ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(pasta)}`] : [];

export const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * A new, empty database beside the one `url` names (none without a url: SQLite), and how to drop
 * it afterwards.
 */
export async function freshPostgresDatabase(url) {
  if (!url) return { databaseUrl: undefined, dropDb: async () => {} };
  const banco = await criarBancoProprio(url, 'bench');
  // the database to connect to for the drop, then the one to drop
  const sobra = JSON.stringify([url, banco.url]);
  sobras.bancos.add(sobra);
  return {
    databaseUrl: banco.url,
    dropDb: async () => {
      await banco.drop();
      sobras.bancos.delete(sobra);
    },
  };
}

/**
 * The built server of a browser benchmark (bench:campo, bench:telas, bench:voz): a fresh SQLite
 * data directory whose accounts are `contas(usuario)` — `usuario(login, nome, role)` makes a row
 * with `senha` as a real argon2id hash — serving the site's build from `buildDir`. `apagar`
 * removes the data directory once the benchmark is done.
 */
export async function servidorDoNavegador({ dist, buildDir, port, prefixo, senha, contas }) {
  const dataDir = pastaDoBench(prefixo);
  const { openDatabase, migrate } = await loadBuilt(dist, 'server/db/index.js');
  const { hashPassword } = await loadBuilt(dist, 'server/lib/password-hashing.js');
  const handle = openDatabase({ dataDir });
  await migrate(handle);
  const usuario = usuarioDeBench(await hashPassword(senha), new Date(Date.now() - 3_600_000));
  await handle.db.insertInto('users').values(contas(usuario)).execute();
  await handle.close?.();
  const { url } = await startProductionServer({
    mainJs: builtServer(dist),
    port,
    dataDir,
    env: { WEB_DIR: path.join(buildDir, 'client') },
  });
  return { url, apagar: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
