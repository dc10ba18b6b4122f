// `npm run bench`: the portal's real traffic against the built server in production mode, and a
// bare Fastify JSON answer on the same machine as the ceiling.
//
//   npm run build:server && npm run bench
//   node scripts/bench.mjs --dist .work/dist-x --employees 500 --seconds 30
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   (a fresh database is
//   created beside the one named, and dropped afterwards)
//   npm run bench -- --sem-cache conta,atendimento   (the server without those read caches, to
//   measure what each buys: CACHES_DESLIGADOS, docs/decisions/041-feed-e-caches.md)
//   npm run bench -- --perfil .work/perfil   (the server writes a CPU profile there as it ends)
//   npm run bench -- --prometheus   (the server with METRICS_PORT, scraped every second by Debian's
//   Prometheus throughout: what the scrapes took, how many series, beside the same figures)
//
// 1. Seeds 500 employees (a closed and an open ticket each, 20 messages), 5 staff.
// 2. Realistic traffic: every employee polls its tickets and its messages every 3.5 s over its own
//    keep-alive connections; staff answer; employees write and upload; people log in.
// 3. Maximum throughput with autocannon: the authenticated message list and the bare Fastify,
//    alternated over several rounds so that both see the same drift in the machine's load; the
//    bare Fastify both with its small answer (the target's ceiling) and with the list's own
//    headers and body (what those bytes alone cost).
// Prints requests/s, p50/p99, errors, the server's peak memory (VmHWM) and the ratios (the median
// of the rounds' ratios).
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { PASSWORD, seed } from './bench/seed.mjs';
import { iniciarPrometheus } from './bench/prometheus.mjs';
import { portaLivre } from './lib/porta-livre.mjs';
import { printRounds, Traffic, json, multipart, watchMemory } from './bench/traffic.mjs';
import {
  builtServer,
  cpuSegundos,
  freshPostgresDatabase,
  loadavg,
  loadBuilt,
  pastaDoBench,
  perfilEm,
  sleep,
  startProductionServer,
  waitHealthy,
} from './bench/lib.mjs';

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
    'sem-cache': { type: 'string', default: '' },
    prometheus: { type: 'boolean', default: false },
    /** a folder: the server writes a CPU profile there when it ends (`--cpu-prof`) */
    perfil: { type: 'string' },
  },
});
const N = Number(opt.employees);
const SECONDS = Number(opt.seconds);
const INTERVAL = Number(opt.interval);
const CONNECTIONS = Number(opt.connections);
const MAX_SECONDS = Number(opt['max-seconds']);
const ROUNDS = Number(opt.rounds);
const dist = path.resolve(opt.dist);
const mainJs = builtServer(dist);

// --- database ---------------------------------------------------------------------------------
const dataDir = pastaDoBench('bench');
const { databaseUrl, dropDb } = await freshPostgresDatabase(process.env.DATABASE_URL);
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
const { TokenService } = await loadBuilt(dist, 'server/lib/tokens.js');
const tokens = new TokenService(secret);
for (const p of [...seeded.employees, ...seeded.staff]) {
  p.token = await tokens.sign({ userId: p.id, version: p.version, sid: p.sid });
}

// --- processes ----------------------------------------------------------------------------------
const porta = await portaLivre();
const portaDasMetricas = opt.prometheus ? await portaLivre() : undefined;
const { proc: server, url: base } = await startProductionServer({
  mainJs,
  port: porta,
  dataDir,
  databaseUrl,
  nodeArgs: perfilEm(opt.perfil),
  stdout: 'inherit',
  env: {
    JWT_SECRET: secret,
    CACHES_DESLIGADOS: opt['sem-cache'],
    ...(portaDasMetricas ? { METRICS_PORT: String(portaDasMetricas) } : {}),
  },
});
const prometheus = portaDasMetricas
  ? await iniciarPrometheus({
      alvo: `127.0.0.1:${portaDasMetricas}`,
      porta: await portaLivre(),
      pasta: path.join(dataDir, 'prometheus'),
    })
  : undefined;
const prometheus0 = Date.now();

const mem = watchMemory(server.pid);
const memory = () => mem.sample();

// --- phase 1: the portal's real traffic ---------------------------------------------------------
const traffic = new Traffic(base);
const request = (...args) => traffic.request(...args);
const every = (ms, fn) => traffic.every(ms, fn);
const pick = (arr) => arr[Math.floor(Math.random() * arr.length)];
for (const e of seeded.employees) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const auth = { authorization: `Bearer ${e.token}`, accept: 'application/json' };
  every(INTERVAL, () =>
    request(agent, 'poll: atendimentos', 'GET', '/api/atendimentos?meus=true', auth),
  );
  every(INTERVAL, () =>
    request(
      agent,
      'poll: mensagens',
      'GET',
      `/api/atendimentos/${e.atendimentoId}/mensagens`,
      auth,
    ),
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
      `/api/atendimentos/${e.atendimentoId}/mensagens`,
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
    `/api/atendimentos/${e.atendimentoId}/mensagens`,
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
    `/api/atendimentos/${e.atendimentoId}/upload`,
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
traffic.measuring = true;
const wall0 = Date.now();
const cpu0 = cpuSegundos(server.pid);
await sleep(SECONDS * 1000);
const wall = (Date.now() - wall0) / 1000;
const cpuTrafego = cpuSegundos(server.pid) - cpu0;
await traffic.stop();
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
// The list's answer as the portal sends it (the headers it sets, the body), for the bare server
// to send the same bytes: the difference between the two is the portal's own work per request.
const listUrl = `${base}/api/atendimentos/${e1.atendimentoId}/mensagens`;
const amostra = await fetch(listUrl, { headers: { authorization: `Bearer ${e1.token}` } });
const mesmaResposta = {
  headers: Object.fromEntries(
    [...amostra.headers].filter(
      ([k]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(k),
    ),
  ),
  body: await amostra.text(),
};
ceilingProc.send({ mesmaResposta });
await new Promise((r) => ceilingProc.once('message', r));
// the bare server warms up first, as the portal did during the traffic
for (const caminho of ['/', '/mesma-resposta']) {
  await autocannon({
    url: `http://127.0.0.1:${ceilingPort}${caminho}`,
    connections: CONNECTIONS,
    duration: 2,
  });
}
// Both servers stay alive throughout and the runs alternate, so they share the machine alike.
const rounds = [];
for (let i = 0; i < ROUNDS; i++) {
  const list = await cannon(listUrl, { authorization: `Bearer ${e1.token}` });
  const ceiling = await cannon(`http://127.0.0.1:${ceilingPort}/`, {});
  const sameBytes = await cannon(`http://127.0.0.1:${ceilingPort}/mesma-resposta`, {});
  rounds.push({
    list,
    ceiling,
    sameBytes,
    ratio: list.requests.average / ceiling.requests.average,
    ratioSameBytes: list.requests.average / sameBytes.requests.average,
  });
}
ceilingProc.kill('SIGTERM');
const memAfterMax = memory();
mem.stop();
const raspagem = await prometheus?.resumo((Date.now() - prometheus0) / 1000);
await prometheus?.parar();

// --- report ------------------------------------------------------------------------------------
console.log('');
console.log(
  `== Tráfego real (${dbName}, ${N} colaboradores, consulta a cada ${INTERVAL} ms, ${wall.toFixed(0)} s, ${os.cpus().length} núcleos) ==`,
);
if (opt['sem-cache']) console.log(`caches desligados: ${opt['sem-cache']}`);
const totalErrors = traffic.report(wall);
console.log(`erros no total: ${totalErrors}   load average depois: ${loadAfterTraffic}`);
// what the traffic cost the server, which the machine's other load hardly moves
const respondidas = traffic.answered;
console.log(
  `CPU do servidor no tráfego: ${cpuTrafego.toFixed(2)} s em ${wall.toFixed(0)} s (${((cpuTrafego / wall) * 100).toFixed(1)} % de um núcleo), ${((cpuTrafego / respondidas) * 1e6).toFixed(0)} µs por requisição`,
);
console.log(
  `memória do servidor depois do tráfego: RSS ${(memAfterTraffic.rss / 1024).toFixed(0)} MB`,
);
console.log('');
console.log(
  `== Vazão máxima (autocannon, ${CONNECTIONS} conexões, ${ROUNDS} rodadas alternadas de ${MAX_SECONDS} s) ==`,
);
printRounds(rounds, Buffer.byteLength(mesmaResposta.body), amostra.headers);
console.log('');
console.log(
  `memória de pico do servidor (VmHWM): ${(memAfterMax.hwm / 1024).toFixed(0)} MB   (maior RSS amostrado: ${(mem.peakRss / 1024).toFixed(0)} MB)`,
);
if (raspagem) {
  console.log(
    `Prometheus (raspagem a cada 1 s, do início ao fim): ${raspagem.raspagens} raspagens, ${raspagem.falhas} falhas, duração média ${raspagem.mediaMs.toFixed(1)} ms, máxima ${raspagem.maxMs.toFixed(1)} ms; ${raspagem.amostras} amostras por raspagem, ${raspagem.series} séries`,
  );
}
console.log(`load average ao final: ${loadavg()}`);

if (server.exitCode === null) server.kill('SIGTERM');
if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
await dropDb();
fs.rmSync(dataDir, { recursive: true, force: true });
const failed =
  totalErrors > 0 ||
  rounds.some(
    (r) =>
      r.list.errors > 0 || r.list.non2xx > 0 || r.sameBytes.errors > 0 || r.sameBytes.non2xx > 0,
  ) ||
  (raspagem !== undefined && (raspagem.falhas !== 0 || !(raspagem.raspagens > 0)));
process.exit(failed ? 1 : 0);
