// `npm run bench:eventos`: the live stream (GET /api/eventos) against the built server.
//
//   npm run build:server && npm run bench:eventos
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:eventos -- --instancias 2
//   npm run bench:eventos -- --modo streams --streams 2000
//   npm run bench:eventos -- --sem-cache conta,papeis-mfa   (without those read caches:
//   CACHES_DESLIGADOS, docs/decisions/041-feed-e-caches.md)
//
// Mode `latencia` (default): seeds `--colaboradores` employees (500) with an open ticket each and
// opens one stream per employee; staff then answer `--mensagens` times (1,000, paced) in random
// tickets, and each answer is timed from the writer's 201 to the owner's `mensagem` event. Prints
// p50/p95/p99/max and how many events arrived of those expected. With DATABASE_URL and
// `--instancias 2`: two instances on one fresh PostgreSQL database behind Debian's nginx (the
// configuration of deploy/nginx/portal.conf); the writers go through nginx, the streams are
// spread over both instances directly, so every other answer crosses from one to the other.
//
// Mode `streams`: one instance holding `--streams` open streams (2,000): the server's resident
// memory before and with them, and the CPU it burns over `--segundos` (60) idle, with and without
// the streams (utime+stime from /proc).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seed } from './bench/seed.mjs';
import { abrirStream } from './bench/sse.mjs';
import { iniciarNginx } from './lib/nginx.mjs';
import { portaLivre } from './lib/porta-livre.mjs';
import {
  builtServer,
  cpuSegundos,
  freshPostgresDatabase,
  loadavg,
  loadBuilt,
  pastaDoBench,
  pct,
  sleep,
  startProductionServer,
} from './bench/lib.mjs';

const { values: opt } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    modo: { type: 'string', default: 'latencia' },
    colaboradores: { type: 'string', default: '500' },
    mensagens: { type: 'string', default: '1000' },
    'por-segundo': { type: 'string', default: '25' },
    instancias: { type: 'string', default: '1' },
    streams: { type: 'string', default: '2000' },
    segundos: { type: 'string', default: '60' },
    'sem-cache': { type: 'string', default: '' },
  },
});
const dist = path.resolve(opt.dist);
const mainJs = builtServer(dist);
const INSTANCIAS = Number(opt.instancias);
if (INSTANCIAS > 1 && !process.env.DATABASE_URL) {
  console.error('--instancias 2 precisa de DATABASE_URL (várias instâncias só em PostgreSQL).');
  process.exit(1);
}
const porStream = opt.modo === 'streams';
const colaboradores = porStream ? Math.min(500, Number(opt.streams)) : Number(opt.colaboradores);

const dataDir = pastaDoBench('bench-eventos');
const { databaseUrl, dropDb } = await freshPostgresDatabase(process.env.DATABASE_URL);
const banco = databaseUrl ? 'PostgreSQL' : 'SQLite';
const seeded = await seed({
  dist,
  dataDir,
  databaseUrl,
  employees: colaboradores,
  staff: 2,
  messages: 2,
});
const secret = crypto.randomBytes(32).toString('base64url');
const { TokenService } = await loadBuilt(dist, 'server/lib/tokens.js');
const tokens = new TokenService(secret);
for (const p of [...seeded.employees, ...seeded.staff]) {
  p.token = await tokens.sign({ userId: p.id, version: p.version, sid: p.sid });
}

const servidores = [];
for (let i = 0; i < (porStream ? 1 : INSTANCIAS); i++) {
  servidores.push(
    await startProductionServer({
      mainJs,
      port: await portaLivre(),
      dataDir,
      databaseUrl,
      stdout: 'inherit',
      env: {
        JWT_SECRET: secret,
        TRUST_PROXY: 'true',
        CACHES_DESLIGADOS: opt['sem-cache'],
      },
    }),
  );
}
const nginx =
  servidores.length > 1
    ? await iniciarNginx({ upstreams: servidores.map((s) => new URL(s.url).port) })
    : null;
const escritaBase = nginx ? nginx.url : servidores[0].url;
const cores = os.cpus().length;
console.log(
  `bench:eventos — ${banco}, ${servidores.length} instância(s)${nginx ? ' atrás do nginx' : ''}; Node ${process.version}, ${cores} núcleos, carga ${loadavg()}`,
);
if (opt['sem-cache']) console.log(`caches desligados: ${opt['sem-cache']}`);

try {
  if (porStream) await medirStreams();
  else await medirLatencia();
} finally {
  for (const s of servidores) s.proc.kill('SIGTERM');
  await nginx?.parar();
  await sleep(300);
  await dropDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);

async function medirLatencia() {
  const pendentes = new Map(); // message id -> [201 time, resolve]
  const chegadas = new Map(); // message id -> arrival time (events may beat the 201)
  const streams = [];
  for (const [i, e] of seeded.employees.entries()) {
    const base = servidores[i % servidores.length].url;
    streams.push(
      await abrirStream(base, e.token, (ev) => {
        if (ev.event !== 'mensagem') return;
        const id = JSON.parse(ev.data).mensagem.id;
        chegadas.set(id, performance.now());
        pendentes.get(id)?.();
      }),
    );
  }
  await Promise.all(streams.map((s) => s.pronto));
  console.log(`${streams.length} streams abertos; carga ${loadavg()}`);
  await sleep(1_000);

  const N = Number(opt.mensagens);
  const intervalo = 1_000 / Number(opt['por-segundo']);
  const cpu = () => servidores.reduce((n, s) => n + cpuSegundos(s.proc.pid), 0);
  const cpu0 = cpu();
  const staff = seeded.staff[1];
  const atrasos = [];
  const totais = [];
  let antesDo201 = 0;
  let perdidos = 0;
  const esperas = [];
  for (let i = 0; i < N; i++) {
    const e = seeded.employees[Math.floor(Math.random() * seeded.employees.length)];
    const inicio = performance.now();
    esperas.push(
      (async () => {
        const res = await fetch(`${escritaBase}/api/atendimentos/${e.atendimentoId}/mensagens`, {
          method: 'POST',
          headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ mensagem: `Resposta ${i}: reiniciamos o coletor.` }),
        });
        const t201 = performance.now();
        if (res.status !== 201) throw new Error(`POST ${res.status}`);
        const { id } = await res.json();
        const chegou = await new Promise((resolve) => {
          if (chegadas.has(id)) return resolve(chegadas.get(id));
          const timer = setTimeout(() => resolve(null), 10_000);
          pendentes.set(id, () => {
            clearTimeout(timer);
            resolve(chegadas.get(id));
          });
        });
        if (chegou === null) perdidos++;
        else {
          // the event often arrives before the writer has read its own 201: counted as 0
          if (chegou < t201) antesDo201++;
          atrasos.push(Math.max(0, chegou - t201));
          totais.push(chegou - inicio);
        }
        return inicio;
      })(),
    );
    await sleep(intervalo);
  }
  await Promise.all(esperas);
  const cpuEntregas = cpu() - cpu0;
  for (const s of streams) s.fechar();
  atrasos.sort((a, b) => a - b);
  totais.sort((a, b) => a - b);
  const f = (n) => `${n.toFixed(1)} ms`;
  console.log(
    `Entrega (201 do escritor → evento do leitor), ${N} mensagens a ${opt['por-segundo']}/s, ${streams.length} colaboradores conectados:`,
  );
  console.log(
    `  p50 ${f(pct(atrasos, 50))}  p95 ${f(pct(atrasos, 95))}  p99 ${f(pct(atrasos, 99))}  máx ${f(atrasos.at(-1))}`,
  );
  console.log(`  (${antesDo201} de ${atrasos.length} chegaram antes de o escritor ler o seu 201)`);
  console.log(
    `Do envio do POST ao evento: p50 ${f(pct(totais, 50))}  p95 ${f(pct(totais, 95))}  p99 ${f(pct(totais, 99))}  máx ${f(totais.at(-1))}`,
  );
  console.log(`  recebidos ${atrasos.length}/${N}, perdidos ${perdidos}; carga ${loadavg()}`);
  console.log(
    `CPU das instâncias nas entregas: ${cpuEntregas.toFixed(2)} s, ${((cpuEntregas / N) * 1e3).toFixed(2)} ms por mensagem`,
  );
}

function rssMiB(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
}

async function ocioso(pid, segundos) {
  const c0 = cpuSegundos(pid);
  await sleep(segundos * 1000);
  return ((cpuSegundos(pid) - c0) / segundos) * 100;
}

async function medirStreams() {
  const { proc, url } = servidores[0];
  const segundos = Number(opt.segundos);
  await sleep(2_000);
  const rssAntes = rssMiB(proc.pid);
  const cpuSem = await ocioso(proc.pid, segundos);
  const total = Number(opt.streams);
  const streams = [];
  for (let i = 0; i < total; i++) {
    const e = seeded.employees[i % seeded.employees.length];
    streams.push(await abrirStream(url, e.token, () => undefined));
  }
  await Promise.all(streams.map((s) => s.pronto));
  await sleep(2_000);
  const rssCom = rssMiB(proc.pid);
  const cpuCom = await ocioso(proc.pid, segundos);
  const rssFim = rssMiB(proc.pid);
  for (const s of streams) s.fechar();
  console.log(`Memória residente da instância (VmRSS):`);
  console.log(`  sem streams ${rssAntes.toFixed(1)} MiB`);
  console.log(
    `  com ${total} streams abertos ${rssCom.toFixed(1)} MiB (após ${segundos} s ociosos: ${rssFim.toFixed(1)} MiB)`,
  );
  console.log(`CPU ociosa em ${segundos} s (% de um núcleo):`);
  console.log(`  sem streams ${cpuSem.toFixed(2)} %   com ${total} streams ${cpuCom.toFixed(2)} %`);
  console.log(`carga ${loadavg()}`);
}
