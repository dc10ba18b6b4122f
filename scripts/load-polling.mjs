// Load test of the support chat's polling: N employees, each with the chat open, polling their
// tickets and their messages every 3.5 s, as the browser does, against one built server on SQLite.
//
//   npm run build:server && npm run load:polling
//   node scripts/load-polling.mjs --dist .work/dist-x --users 300 --seconds 45
//
// Seeds a fresh DATA_DIR (users, one open ticket each with messages, some of them files), starts
// `node <dist>/server/main.js`, drives the pollers, then prints the latency of the polling requests
// (p50/p90/p99/max) and the server process's CPU share, read from /proc/<pid>/stat. Stops by itself.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { builtServer, loadBuilt, ms, pastaDoBench, pct, startBuiltServer } from './bench/lib.mjs';

const { values: opt } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    users: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '45' },
    warmup: { type: 'string', default: '5' },
    interval: { type: 'string', default: '3500' },
    messages: { type: 'string', default: '20' },
    port: { type: 'string', default: '3299' },
  },
});
const USERS = Number(opt.users);
const SECONDS = Number(opt.seconds);
const WARMUP = Number(opt.warmup);
const INTERVAL = Number(opt.interval);
const MESSAGES = Number(opt.messages);
const PORT = Number(opt.port);
const dist = path.resolve(opt.dist);
const mainJs = builtServer(dist);
const load = (rel) => loadBuilt(dist, rel);

// 1. Seed a fresh database through the built code's own migrations.
const dataDir = pastaDoBench('load-polling');
const secret = crypto.randomBytes(32).toString('base64url');
const { openDatabase, migrate } = await load('server/db/index.js');
const { TokenService } = await load('server/lib/tokens.js');
const handle = openDatabase({ dataDir });
await migrate(handle);
const tokens = new TokenService(secret);
/** A session (device) for the token to carry (docs/decisions/045-sessoes.md). */
async function sessao(db, usuarioId) {
  const id = crypto.randomBytes(16).toString('base64url');
  const agora = new Date().toISOString();
  await db
    .insertInto('sessoes')
    .values({
      id,
      usuario_id: usuarioId,
      aparelho: 'Carga',
      criado_em: agora,
      ultimo_uso_em: agora,
    })
    .execute();
  return id;
}
const employees = [];
const started = Date.now();
await handle.db.transaction().execute(async (trx) => {
  const ts = new Date(Date.now() - 3_600_000).toISOString();
  const staff = await trx
    .insertInto('users')
    .values({
      nome: 'Equipe de Suporte',
      login: 'suporte',
      login_normalizado: 'suporte',
      senha_hash: 'x',
      role: 'rh',
      status_usuario: 'ativo',
      primeiro_login: 0,
      criado_em: ts,
      atualizado_em: ts,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 1; i <= USERS; i++) {
    const login = `colaborador${i}`;
    const user = await trx
      .insertInto('users')
      .values({
        nome: `Colaborador ${i}`,
        login,
        login_normalizado: login,
        senha_hash: 'x',
        role: 'colaborador',
        status_usuario: 'ativo',
        primeiro_login: 0,
        criado_em: ts,
        atualizado_em: ts,
      })
      .returning(['id', 'token_version'])
      .executeTakeFirstOrThrow();
    // An older closed ticket and the open one the chat shows.
    for (const status of ['fechado', 'aberto']) {
      const ticket = await trx
        .insertInto('atendimentos')
        .values({ usuario_id: user.id, usuario_nome: `Colaborador ${i}`, status, criado_em: ts })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (status === 'fechado') continue;
      const rows = [];
      for (let m = 0; m < MESSAGES; m++) {
        const fromUser = m % 2 === 0;
        const file = m % 10 === 5;
        const name = `${crypto.randomBytes(16).toString('hex')}.png`;
        rows.push({
          atendimento_id: ticket.id,
          autor_id: fromUser ? user.id : staff.id,
          remetente: fromUser ? 'usuario' : 'suporte',
          tipo: file ? 'arquivo' : 'text',
          mensagem: file
            ? JSON.stringify({ url: `/api/arquivos/${name}`, nome: 'captura.png' })
            : `Mensagem ${m + 1} do atendimento: o sistema de frotas não abre o relatório mensal.`,
          enviado_em: ts,
        });
      }
      if (rows.length) await trx.insertInto('mensagens').values(rows).execute();
      employees.push({
        atendimentoId: ticket.id,
        token: await tokens.sign({
          userId: user.id,
          version: user.token_version,
          sid: await sessao(trx, user.id),
        }),
      });
    }
  }
});
await handle.close();
console.log(
  `Semeados ${USERS} colaboradores, ${USERS * 2} atendimentos, ${USERS * MESSAGES} mensagens ` +
    `em ${Date.now() - started} ms (${dataDir}).`,
);

// 2. Start the built server on that DATA_DIR.
const { proc: server, url: base } = await startBuiltServer({
  mainJs,
  port: PORT,
  env: {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    WEB_DIR: path.join(dataDir, 'sem-web'),
    DATABASE_URL: '',
  },
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};

// 3. Every employee polls two urls, each on its own 3.5 s timer with a random phase, over its own
// keep-alive connections (one browser each).
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const cpuTicks = () => {
  const stat = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
};
const latencies = { tickets: [], messages: [] };
let errors = 0;
let measuring = false;
let stopping = false;
const pending = new Set();

function get(agent, url, token, bucket) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const req = http.get(
      `${base}${url}`,
      { agent, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - t0) / 1e6;
          if (res.statusCode !== 200) errors += measuring ? 1 : 0;
          else if (measuring) latencies[bucket].push(ms);
          resolve();
        });
      },
    );
    req.on('error', () => {
      if (measuring) errors += 1;
      resolve();
    });
  });
}

const timers = [];
for (const e of employees) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  for (const [url, bucket] of [
    ['/api/atendimentos?meus=true', 'tickets'],
    [`/api/atendimentos/${e.atendimentoId}/mensagens`, 'messages'],
  ]) {
    const poll = () => {
      if (stopping) return;
      const p = get(agent, url, e.token, bucket).finally(() => {
        pending.delete(p);
        if (!stopping) timers.push(setTimeout(poll, INTERVAL));
      });
      pending.add(p);
    };
    timers.push(setTimeout(poll, Math.random() * INTERVAL));
  }
}

await new Promise((r) => setTimeout(r, WARMUP * 1000));
measuring = true;
const cpu0 = cpuTicks();
const wall0 = process.hrtime.bigint();
const self0 = process.cpuUsage();
await new Promise((r) => setTimeout(r, SECONDS * 1000));
const cpu1 = cpuTicks();
const wallS = Number(process.hrtime.bigint() - wall0) / 1e9;
const self1 = process.cpuUsage(self0);
measuring = false;
stopping = true;
timers.forEach(clearTimeout);
await Promise.all(pending);
stop();

// 4. Report.
const fmt = ms;
const all = [...latencies.tickets, ...latencies.messages].sort((a, b) => a - b);
const line = (label, arr) => {
  const s = [...arr].sort((a, b) => a - b);
  if (!s.length) return `${label}: sem amostras`;
  return `${label.padEnd(10)} n=${String(s.length).padStart(6)}  p50=${fmt(pct(s, 50))}  p90=${fmt(pct(s, 90))}  p99=${fmt(pct(s, 99))}  max=${fmt(s.at(-1))}`;
};
const serverCpu = ((cpu1 - cpu0) / CLK_TCK / wallS) * 100;
const selfCpu = ((self1.user + self1.system) / 1e6 / wallS) * 100;
console.log('');
console.log(
  `${USERS} colaboradores, consulta a cada ${INTERVAL} ms, ${SECONDS} s medidos (após ${WARMUP} s de aquecimento), SQLite, ${os.cpus().length} núcleos`,
);
console.log(line('atendimentos', latencies.tickets));
console.log(line('mensagens', latencies.messages));
console.log(line('todas', all));
console.log(`requisições/s: ${(all.length / wallS).toFixed(1)}   erros: ${errors}`);
console.log(
  `CPU do servidor: ${serverCpu.toFixed(1)}% de um núcleo (${(serverCpu / os.cpus().length).toFixed(1)}% da máquina)` +
    `   gerador de carga: ${selfCpu.toFixed(1)}% de um núcleo   load average: ${os.loadavg()[0].toFixed(2)}`,
);
if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(errors > 0 ? 1 : 0);
