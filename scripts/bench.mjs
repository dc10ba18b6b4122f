// `npm run bench`: the portal's real traffic against the built server in production mode, and a
// bare Fastify JSON answer on the same machine as the ceiling.
//
//   npm run build:server && npm run bench
//   node scripts/bench.mjs --dist .work/dist-x --employees 500 --seconds 30
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   (a fresh database is
//   created beside the one named, and dropped afterwards)
//
// 1. Seeds 500 employees (a closed and an open ticket each, 20 messages), 5 staff.
// 2. Realistic traffic: every employee polls its tickets and its messages every 3.5 s over its own
//    keep-alive connections; staff answer; employees write and upload; people log in.
// 3. Maximum throughput with autocannon: the authenticated message list and the bare Fastify,
//    alternated over several rounds so that both see the same drift in the machine's load.
// Prints requests/s, p50/p99, errors, the server's peak memory (VmHWM) and the ratio (the median
// of the rounds' ratios).
import { fork, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { PASSWORD, seed } from './bench/seed.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-launch.mjs';

const { values: opt } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    employees: { type: 'string', default: '500' },
    staff: { type: 'string', default: '5' },
    messages: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    interval: { type: 'string', default: '3500' },
    connections: { type: 'string', default: '10' },
    'max-seconds': { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
  },
});
const N = Number(opt.employees);
const SECONDS = Number(opt.seconds);
const INTERVAL = Number(opt.interval);
const CONNECTIONS = Number(opt.connections);
const MAX_SECONDS = Number(opt['max-seconds']);
const ROUNDS = Number(opt.rounds);
const dist = path.resolve(opt.dist);
const mainJs = path.join(dist, 'server/main.js');
if (!fs.existsSync(mainJs)) {
  console.error(`${mainJs} não existe: rode "npm run build:server" (ou passe --dist).`);
  process.exit(1);
}
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// --- database ---------------------------------------------------------------------------------
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
let databaseUrl;
let dropDb = async () => {};
if (process.env.DATABASE_URL) {
  const name = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  databaseUrl = u.toString();
  dropDb = async () => {
    const d = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await d.connect();
    await d.query(`drop database if exists ${name} with (force)`);
    await d.end();
  };
}
const dbName = databaseUrl ? 'PostgreSQL' : 'SQLite';
const t0 = Date.now();
const seeded = await seed({
  dist,
  dataDir,
  databaseUrl,
  employees: N,
  staff: Number(opt.staff),
  messages: Number(opt.messages),
});
console.log(`Semeados ${N} colaboradores (${dbName}) em ${Date.now() - t0} ms.`);

const secret = crypto.randomBytes(32).toString('base64url');
const { TokenService } = await import(pathToFileURL(path.join(dist, 'server/lib/tokens.js')).href);
const tokens = new TokenService(secret);
for (const p of [...seeded.employees, ...seeded.staff]) {
  p.token = await tokens.sign({ userId: p.id, version: p.version });
}

// --- processes ----------------------------------------------------------------------------------
async function waitHealthy(url, proc) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 200 || proc.exitCode !== null) throw new Error(`sem resposta em ${url}`);
    await sleep(100);
  }
}
const port = 3300 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, mainJs], {
  env: {
    ...SERVER_ENV,
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    JWT_SECRET: secret,
    LOG_LEVEL: 'warn',
    WEB_DIR: path.join(dataDir, 'sem-web'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const cleanup = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));
const base = `http://127.0.0.1:${port}`;
await waitHealthy(`${base}/api/health`, server);

let peakRss = 0;
const memory = () => {
  try {
    const s = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(s)?.[1] ?? 0);
    peakRss = Math.max(peakRss, kb('VmRSS'));
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return { rss: 0, hwm: 0 };
  }
};
const memTimer = setInterval(memory, 100);

// --- phase 1: the portal's real traffic ---------------------------------------------------------
const stats = new Map();
const bucket = (name) => {
  if (!stats.has(name)) stats.set(name, { lat: [], errors: 0, codes: {} });
  return stats.get(name);
};
let measuring = false;
let stopping = false;
const pending = new Set();

function request(agent, name, method, url, headers, body) {
  const p = new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const req = http.request(`${base}${url}`, { agent, method, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        if (measuring) {
          const b = bucket(name);
          if (res.statusCode >= 400) {
            b.errors++;
            b.codes[res.statusCode] = (b.codes[res.statusCode] ?? 0) + 1;
          } else b.lat.push(ms);
        }
        resolve();
      });
    });
    req.on('error', () => {
      if (measuring) bucket(name).errors++;
      resolve();
    });
    req.end(body);
  });
  pending.add(p);
  p.finally(() => pending.delete(p));
  return p;
}
const json = (token, body) => [
  { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  JSON.stringify(body),
];
/** Runs `fn` every `every` ms (first at a random phase), until stopping. */
function every(ms, fn) {
  const loop = async () => {
    if (stopping) return;
    const started = Date.now();
    await fn();
    if (!stopping) setTimeout(loop, Math.max(0, ms - (Date.now() - started)));
  };
  setTimeout(loop, Math.random() * ms);
}

const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6b3f' } })
  .png()
  .toBuffer();
function multipart(filename) {
  const boundary = `bench${crypto.randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return [`multipart/form-data; boundary=${boundary}`, body];
}

const pick = (arr) => arr[Math.floor(Math.random() * arr.length)];
for (const e of seeded.employees) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const auth = { authorization: `Bearer ${e.token}`, accept: 'application/json' };
  every(INTERVAL, () =>
    request(agent, 'poll: atendimentos', 'GET', '/api/atendimentos?meus=true', auth),
  );
  every(INTERVAL, () =>
    request(agent, 'poll: mensagens', 'GET', `/api/atendimentos/${e.ticketId}/mensagens`, auth),
  );
}
const staffAgent = new http.Agent({ keepAlive: true, maxSockets: 10 });
for (const s of seeded.staff) {
  // the support panel polls every ticket, and staff answer about once every 2 s each
  every(INTERVAL, () =>
    request(staffAgent, 'poll: painel (staff)', 'GET', '/api/atendimentos', {
      authorization: `Bearer ${s.token}`,
    }),
  );
  every(2000, () => {
    const e = pick(seeded.employees);
    return request(
      staffAgent,
      'staff responde',
      'POST',
      `/api/atendimentos/${e.ticketId}/mensagens`,
      ...json(s.token, { mensagem: 'Olá! Já verificamos e o relatório volta a abrir.' }),
    );
  });
}
const writers = new http.Agent({ keepAlive: true, maxSockets: 10 });
every(500, () => {
  const e = pick(seeded.employees);
  return request(
    writers,
    'colaborador escreve',
    'POST',
    `/api/atendimentos/${e.ticketId}/mensagens`,
    ...json(e.token, { mensagem: 'Obrigado, vou testar agora.' }),
  );
});
every(2000, () => {
  const e = pick(seeded.employees);
  const [type, body] = multipart('captura.png');
  return request(
    writers,
    'upload',
    'POST',
    `/api/atendimentos/${e.ticketId}/upload`,
    { authorization: `Bearer ${e.token}`, 'content-type': type },
    body,
  );
});
every(1000, () => {
  const e = pick(seeded.employees);
  return request(
    writers,
    'login',
    'POST',
    '/api/login',
    { 'content-type': 'application/json' },
    JSON.stringify({ login: e.login, senha: PASSWORD }),
  );
});

console.log(
  `Tráfego real: ${N} colaboradores, ${opt.warmup} s de aquecimento, ${SECONDS} s medidos…`,
);
await sleep(Number(opt.warmup) * 1000);
measuring = true;
const wall0 = Date.now();
await sleep(SECONDS * 1000);
const wall = (Date.now() - wall0) / 1000;
measuring = false;
stopping = true;
await Promise.all(pending);
const loadAfterTraffic = loadavg();
const memAfterTraffic = memory();

// --- phase 2: maximum throughput, the message list and the ceiling ----------------------------
const e1 = seeded.employees[0];
const cannon = (url, headers) =>
  autocannon({ url, connections: CONNECTIONS, duration: MAX_SECONDS, headers });
await sleep(1000);
const ceilingProc = fork(path.resolve('scripts/bench/ceiling.mjs'), [], {
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ceilingPort = await new Promise((r) => ceilingProc.once('message', (m) => r(m.port)));
await waitHealthy(`http://127.0.0.1:${ceilingPort}/`, ceilingProc);
// the bare server warms up first, as the portal did during the traffic
await autocannon({
  url: `http://127.0.0.1:${ceilingPort}/`,
  connections: CONNECTIONS,
  duration: 2,
});
// Both servers stay alive throughout and the runs alternate, so they share the machine alike.
const rounds = [];
for (let i = 0; i < ROUNDS; i++) {
  const list = await cannon(`${base}/api/atendimentos/${e1.ticketId}/mensagens`, {
    authorization: `Bearer ${e1.token}`,
  });
  const ceiling = await cannon(`http://127.0.0.1:${ceilingPort}/`, {});
  rounds.push({ list, ceiling, ratio: list.requests.average / ceiling.requests.average });
}
ceilingProc.kill('SIGTERM');
const memAfterMax = memory();
clearInterval(memTimer);

// --- report ------------------------------------------------------------------------------------
const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const f = (n) => (n === undefined ? '-' : `${n.toFixed(1)} ms`);
console.log('');
console.log(
  `== Tráfego real (${dbName}, ${N} colaboradores, consulta a cada ${INTERVAL} ms, ${wall.toFixed(0)} s, ${os.cpus().length} núcleos) ==`,
);
let totalErrors = 0;
let pollAll = [];
for (const [name, b] of [...stats.entries()].sort()) {
  const s = b.lat.sort((a, c) => a - c);
  totalErrors += b.errors;
  if (name.startsWith('poll')) pollAll = pollAll.concat(s);
  const codes = Object.keys(b.codes).length ? ` ${JSON.stringify(b.codes)}` : '';
  console.log(
    `${name.padEnd(24)} ${(s.length / wall).toFixed(1).padStart(7)} req/s  p50 ${f(pct(s, 50)).padStart(9)}  p99 ${f(pct(s, 99)).padStart(9)}  max ${f(s.at(-1)).padStart(9)}  erros ${b.errors}${codes}`,
  );
}
pollAll.sort((a, c) => a - c);
console.log(
  `${'consultas (todas)'.padEnd(24)} ${(pollAll.length / wall).toFixed(1).padStart(7)} req/s  p50 ${f(pct(pollAll, 50)).padStart(9)}  p99 ${f(pct(pollAll, 99)).padStart(9)}`,
);
console.log(`erros no total: ${totalErrors}   load average depois: ${loadAfterTraffic}`);
console.log(
  `memória do servidor depois do tráfego: RSS ${(memAfterTraffic.rss / 1024).toFixed(0)} MB`,
);
console.log('');
console.log(
  `== Vazão máxima (autocannon, ${CONNECTIONS} conexões, ${ROUNDS} rodadas alternadas de ${MAX_SECONDS} s) ==`,
);
const line = (label, r) =>
  console.log(
    `${label.padEnd(44)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  erros ${r.errors}  não-2xx ${r.non2xx}`,
  );
rounds.forEach((r, i) => {
  line(`${i + 1}. GET /api/atendimentos/{id}/mensagens`, r.list);
  line(`${i + 1}. Fastify puro (teto)`, r.ceiling);
  console.log(`${i + 1}. razão: ${(r.ratio * 100).toFixed(1)} %`);
});
const ratios = rounds.map((r) => r.ratio).sort((a, c) => a - c);
const ratio = ratios[Math.floor((ratios.length - 1) / 2)];
console.log(
  `razão lista de mensagens / teto (mediana de ${ROUNDS}): ${(ratio * 100).toFixed(1)} %   (de ${(ratios[0] * 100).toFixed(1)} a ${(ratios.at(-1) * 100).toFixed(1)} %)`,
);
console.log('');
console.log(
  `memória de pico do servidor (VmHWM): ${(memAfterMax.hwm / 1024).toFixed(0)} MB   (maior RSS amostrado: ${(peakRss / 1024).toFixed(0)} MB)`,
);
console.log(`load average ao final: ${loadavg()}`);

cleanup();
if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
await dropDb();
fs.rmSync(dataDir, { recursive: true, force: true });
const failed = totalErrors > 0 || rounds.some((r) => r.list.errors > 0 || r.list.non2xx > 0);
process.exit(failed ? 1 : 0);
