// `npm run bench:manha`: the morning rush (docs/decisions/067-leituras-sem-fila.md). At 7:00 the
// whole shift opens the app within a few seconds, each person with answers they have not read,
// while the help desk answers and people sign in.
//
//   npm run build:server && npm run bench:manha
//   npm run bench:manha -- --colaboradores 2000
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:manha -- --instancias 2
//   node scripts/bench-manha.mjs --dist .work/dist-antes   (another build, for a before/after)
//   npm run bench:manha -- --perfil .work/perfil   (each server writes a CPU profile as it ends)
//   npm run bench:manha -- --nginx   (one instance behind Debian's nginx, as deployed)
//   npm run bench:manha -- --teto   (a bare Fastify with the portal's answers in its place: what
//   the machine and this load generator can carry; scripts/bench/teto-da-manha.mjs)
//   npm run bench:manha -- --capacidade   (no rush: what one employee's first opening costs the
//   server, and how many a second one instance takes; see below)
//   npm run bench:manha -- --capacidade --por-pedido   (and what each of its four requests costs)
//
// Seeds `--colaboradores` employees (500), each with an open ticket whose last message is an
// answer from support they have not read. Each opens the app at a random moment of the first
// `--janela` seconds (10): their tickets, then the chat (which marks the answers read), then both
// polled every 3.5 s until the end (`--segundos`, 25). Meanwhile 5 staff answer every 2 s each
// and someone signs in every second (each sign-in writes an audit entry, under the audit chain's
// lock). With `--capacidade` there is no rush: every employee opens the app once (tickets, chat,
// tickets, chat: their first minute, without the polls after it), `--simultaneos` (64) at a time
// as fast as the server answers, and it prints the server's CPU seconds per opening and the
// openings it took a second: the rush asks for `--colaboradores` in `--janela` seconds, and an
// instance that takes fewer cannot answer them all in time, whatever the rest (decision 088).
// `--capacidade --por-pedido`: half the employees as above, then the other half one request kind
// at a time (everyone's first ticket list, then everyone's first chat…): the server's CPU for each
// of the four apart (docs/decisions/092-limite-sem-repreparar.md).
// `--fluxos`: the rush as the portal itself plays it (docs/product/eventos.md): each phone opens
// its live stream, then its tickets and the chat, and polls no more while the stream is up; each
// answer from support reaches the owner's stream. Prints, beside the first requests, how long a
// stream took to open (its first counts) and how long an answer took from being sent to reaching
// the owner's stream; a stream that ends before the run does counts as an error.
// With `--instancias 2` (PostgreSQL only) two instances run behind Debian's nginx and every
// request goes through it; `--nginx` puts one instance behind it. Prints, per request kind,
// p50/p99/max and errors; the polls apart by connection, new or already open (a phone's first
// request waits for the server to take its connection: decision 082), and each instance's queue of
// connections not yet taken, sampled from /proc/net/tcp; the servers' peak memory (VmHWM); and on
// PostgreSQL a summary of
// `pg_stat_activity` sampled every 50 ms: how many connections waited on a lock (by wait event)
// and sat `idle in transaction`. The machine's load (`uptime`) is printed beside the figures: on
// a shared machine it moves them.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createParser } from 'eventsource-parser';
import pg from 'pg';
import { PASSWORD, seed } from './bench/seed.mjs';
import { portaLivre } from './lib/porta-livre.mjs';
import { Traffic, json, watchMemory } from './bench/traffic.mjs';
import { iniciarNginx } from './lib/nginx.mjs';
import {
  builtServer,
  cpuMaquinaSegundos,
  cpuPostgresSegundos,
  cpuSegundos,
  freshPostgresDatabase,
  loadBuilt,
  pastaDoBench,
  perfilEm,
  sleep,
  startProductionServer,
} from './bench/lib.mjs';

const { values: opt } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    colaboradores: { type: 'string', default: '500' },
    instancias: { type: 'string', default: '1' },
    janela: { type: 'string', default: '10' },
    segundos: { type: 'string', default: '25' },
    intervalo: { type: 'string', default: '3500' },
    perfil: { type: 'string' },
    nginx: { type: 'boolean', default: false },
    teto: { type: 'boolean', default: false },
    capacidade: { type: 'boolean', default: false },
    simultaneos: { type: 'string', default: '64' },
    'por-pedido': { type: 'boolean', default: false },
    fluxos: { type: 'boolean', default: false },
  },
});
const N = Number(opt.colaboradores);
const INSTANCIAS = Number(opt.instancias);
const JANELA_MS = Number(opt.janela) * 1000;
const DURACAO_MS = Number(opt.segundos) * 1000;
const INTERVALO = Number(opt.intervalo);
const dist = path.resolve(opt.dist);
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
if (opt['por-pedido'] && !opt.capacidade) {
  console.error('--por-pedido faz parte de --capacidade.');
  process.exit(2);
}
if (opt.fluxos && (opt.capacidade || opt.teto)) {
  console.error('--fluxos é a corrida com os fluxos ao vivo, sem --capacidade nem --teto.');
  process.exit(2);
}
if (opt.capacidade && (INSTANCIAS > 1 || opt.nginx || opt.teto)) {
  console.error('--capacidade mede uma instância, sem nginx nem --teto.');
  process.exit(2);
}
if (INSTANCIAS > 1 && !process.env.DATABASE_URL) {
  console.error('--instancias 2 precisa de DATABASE_URL (várias instâncias só em PostgreSQL).');
  process.exit(2);
}

const dataDir = pastaDoBench('bench-manha');
const { databaseUrl, dropDb } = await freshPostgresDatabase(process.env.DATABASE_URL);
const banco = databaseUrl ? 'PostgreSQL' : 'SQLite';
// 20 messages, every other one from support: the last is an answer, none read yet
const seeded = await seed({ dist, dataDir, databaseUrl, employees: N, staff: 5, messages: 20 });
const secret = crypto.randomBytes(32).toString('base64url');
const { TokenService } = await loadBuilt(dist, 'server/lib/tokens.js');
const tokens = new TokenService(secret);
for (const p of [...seeded.employees, ...seeded.staff]) {
  p.token = await tokens.sign({ userId: p.id, version: p.version, sid: p.sid });
}

const servidores = [];
const portasDeMetricas = [];
for (let i = 0; i < INSTANCIAS; i++) {
  const porta = await portaLivre();
  const portaDasMetricas = await portaLivre();
  portasDeMetricas.push(portaDasMetricas);
  servidores.push(
    await startProductionServer({
      mainJs: opt.teto ? path.resolve('scripts/bench/teto-da-manha.mjs') : builtServer(dist),
      port: porta,
      dataDir,
      databaseUrl,
      nodeArgs: perfilEm(opt.perfil),
      stdout: 'inherit',
      env: {
        JWT_SECRET: secret,
        TRUST_PROXY: 'true',
        // the server's own view: its event loop's delay and how long it took per route
        METRICS_PORT: String(portaDasMetricas),
      },
    }),
  );
}
const nginx =
  servidores.length > 1 || opt.nginx
    ? await iniciarNginx({ upstreams: servidores.map((s) => new URL(s.url).port) })
    : null;
const base = nginx ? nginx.url : servidores[0].url;
const memorias = servidores.map((s) => watchMemory(s.proc.pid));
console.log(
  `bench:manha — ${banco}, ${servidores.length} instância(s)${nginx ? ' atrás do nginx' : ''}, ${N} colaboradores abrindo o app em ${JANELA_MS / 1000} s; ${dist}`,
);
console.log(`antes:  ${uptime()}`);

/** The four requests of an employee's first opening, by name: tickets, chat, tickets, chat. */
const PRIMEIRA_ABERTURA = [
  ['atendimentos, a primeira (conexão nova)', () => '/api/atendimentos?meus=true'],
  ['chat, o primeiro (marca o lido)', (e) => `/api/atendimentos/${e.atendimentoId}/mensagens`],
  ['atendimentos, a segunda', () => '/api/atendimentos?meus=true'],
  ['chat, o segundo', (e) => `/api/atendimentos/${e.atendimentoId}/mensagens`],
];

const comoApp = (e) => ({ authorization: `Bearer ${e.token}`, accept: 'application/json' });

/** `fazer(pessoa)` for each of `pessoas`, in order, at most `simultaneos` at a time. */
async function cadaUm(pessoas, simultaneos, fazer) {
  let proximo = 0;
  await Promise.all(
    Array.from({ length: simultaneos }, async () => {
      while (proximo < pessoas.length) await fazer(pessoas[proximo++]);
    }),
  );
}

if (opt.capacidade) {
  const erros = await medirCapacidade(Number(opt.simultaneos));
  await encerrar();
  process.exit(erros > 0 ? 1 : 0);
}

/**
 * Each employee's first opening, `simultaneos` at a time, on a connection of their own; answers
 * the number of failed requests. The server's CPU is read from /proc before and after.
 */
async function medirCapacidade(simultaneos) {
  const servidor = servidores[0];
  // the rush's own request helper: a failed request is counted under the name
  const aberturas = new Traffic(base);
  aberturas.measuring = true;
  // with --por-pedido the other half is left unopened for it
  const ate = opt['por-pedido'] ? Math.floor(N / 2) : N;
  // the first tenth warms the server (its compiler, its named statements) and is not counted
  const aquecimento = Math.floor(ate / 10);
  const abrir = (pessoas) =>
    cadaUm(pessoas, simultaneos, async (e) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (const [, caminho] of PRIMEIRA_ABERTURA) {
        await aberturas.request(agent, 'abertura', 'GET', caminho(e), comoApp(e));
      }
      agent.destroy();
    });
  await abrir(seeded.employees.slice(0, aquecimento));
  const medidos = ate - aquecimento;
  const cpu0 = cpuSegundos(servidor.proc.pid);
  const principal0 = cpuSegundos(servidor.proc.pid, { soPrincipal: true });
  const postgres0 = databaseUrl ? cpuPostgresSegundos() : 0;
  const gerador0 = process.cpuUsage();
  const maquina0 = cpuMaquinaSegundos();
  const t0 = performance.now();
  await abrir(seeded.employees.slice(aquecimento, ate));
  const parede = (performance.now() - t0) / 1000;
  const cpu = cpuSegundos(servidor.proc.pid) - cpu0;
  const principal = cpuSegundos(servidor.proc.pid, { soPrincipal: true }) - principal0;
  const postgres = databaseUrl ? cpuPostgresSegundos() - postgres0 : 0;
  const { user, system } = process.cpuUsage(gerador0);
  const maquina = cpuMaquinaSegundos() - maquina0;
  const porSegundo = medidos / parede;
  let erros = aberturas.bucket('abertura').errors;
  console.log('');
  console.log(
    `== Capacidade (${banco}, 1 instância, ${ate} colaboradores, ${simultaneos} de cada vez; os ${aquecimento} primeiros aquecem e não contam) ==`,
  );
  console.log(
    `primeira abertura (atendimentos, chat, atendimentos, chat): ${((cpu / medidos) * 1000).toFixed(2)} ms de CPU do servidor cada; ${porSegundo.toFixed(0)} por segundo (${parede.toFixed(1)} s para ${medidos}); erros ${erros}`,
  );
  console.log(
    `a corrida pede ${(N / (JANELA_MS / 1000)).toFixed(0)} por segundo (${N} em ${JANELA_MS / 1000} s): esta instância ${porSegundo * (JANELA_MS / 1000) >= N ? 'dá conta' : `levaria ${(N / porSegundo).toFixed(1)} s só para elas`}`,
  );
  // Where the two cores went meanwhile, in % of one core: a server whose main thread is far from
  // 100 % waits on something else (PostgreSQL, the load generator: the same cores).
  const pc = (s) => `${((s / parede) * 100).toFixed(0)} %`;
  console.log(
    `CPU nessa medida, em % de um núcleo: o servidor ${pc(cpu)} (a linha principal ${pc(principal)}, ${((principal / medidos) * 1000).toFixed(2)} ms por abertura; o resto, o compilador do V8, a coleta de lixo, o libuv)${databaseUrl ? `, o PostgreSQL ${pc(postgres)}` : ''}, este gerador ${pc((user + system) / 1e6)}; a máquina toda ${pc(maquina)} de ${os.cpus().length * 100} %`,
  );
  if (opt['por-pedido']) erros += await medirPorPedido(simultaneos);
  console.log(`depois: ${uptime()}`);
  return erros;
}

/**
 * `--por-pedido`: what each request of a first opening costs apart. The employees the measure
 * above left unopened (the second half; a fifth of them, a tenth of all, warm again and are not
 * counted) do each request of the opening in turn, every employee the first before anyone the
 * second, `simultaneos` at a time, each on a connection of their own kept open for the four (so
 * up to half the employees' connections are open at once, where the measure above has
 * `simultaneos`); the server's CPU is read around each request kind, and closing the
 * connections is left out. Answers the number of failed requests.
 */
async function medirPorPedido(simultaneos) {
  const servidor = servidores[0];
  const pedidos = new Traffic(base);
  pedidos.measuring = true;
  const resto = seeded.employees.slice(Math.floor(N / 2));
  const aquecem = resto.slice(0, Math.floor(resto.length / 5));
  const medidos = resto.slice(aquecem.length);
  const porTipo = async (pessoas) => {
    const agentes = new Map(
      pessoas.map((e) => [e.id, new http.Agent({ keepAlive: true, maxSockets: 1 })]),
    );
    const cpus = [];
    for (const [, caminho] of PRIMEIRA_ABERTURA) {
      const cpu0 = cpuSegundos(servidor.proc.pid);
      await cadaUm(pessoas, simultaneos, (e) =>
        pedidos.request(agentes.get(e.id), 'pedido', 'GET', caminho(e), comoApp(e)),
      );
      cpus.push(cpuSegundos(servidor.proc.pid) - cpu0);
    }
    for (const a of agentes.values()) a.destroy();
    return cpus;
  };
  await porTipo(aquecem);
  const cpus = await porTipo(medidos);
  console.log('');
  console.log(
    `== Por pedido (${medidos.length} colaboradores, ${simultaneos} de cada vez, cada pedido de todos antes do seguinte) ==`,
  );
  for (const [i, [nome]] of PRIMEIRA_ABERTURA.entries()) {
    console.log(`${nome}: ${((cpus[i] / medidos.length) * 1e6).toFixed(0)} µs de CPU do servidor`);
  }
  console.log(
    `as quatro: ${((cpus.reduce((a, b) => a + b, 0) / medidos.length) * 1e6).toFixed(0)} µs (sem fechar as conexões; o CPU vem de /proc em passos de 10 ms, ${((0.01 / medidos.length) * 1e6).toFixed(1)} µs por pedido); erros ${pedidos.bucket('pedido').errors}`,
  );
  return pedidos.bucket('pedido').errors;
}

/** Stops nginx and the servers, drops the database and the data directory. */
async function encerrar() {
  for (const m of memorias) m.stop();
  await nginx?.parar?.();
  for (const s of servidores) {
    if (s.proc.exitCode === null) s.proc.kill('SIGTERM');
    if (s.proc.exitCode === null) await new Promise((r) => s.proc.once('exit', r));
  }
  await dropDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// --- pg_stat_activity, sampled ------------------------------------------------------------------
const amostras = { n: 0, esperas: new Map(), maxEsperando: 0, somaEsperando: 0, maxOcioso: 0 };
let amostrador = null;
if (databaseUrl) {
  const cliente = new pg.Client({ connectionString: databaseUrl });
  await cliente.connect();
  const nome = new URL(databaseUrl).pathname.slice(1);
  let parar = false;
  amostrador = {
    parar: async () => {
      parar = true;
      await laco;
      await cliente.end();
    },
  };
  const laco = (async () => {
    while (!parar) {
      const { rows } = await cliente.query(
        `select state, wait_event_type, wait_event from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid()`,
        [nome],
      );
      amostras.n++;
      let esperando = 0;
      let ocioso = 0;
      for (const r of rows) {
        if (r.wait_event_type === 'Lock') {
          esperando++;
          const k = `Lock/${r.wait_event}`;
          amostras.esperas.set(k, (amostras.esperas.get(k) ?? 0) + 1);
        }
        if (r.state === 'idle in transaction') ocioso++;
      }
      amostras.maxEsperando = Math.max(amostras.maxEsperando, esperando);
      amostras.somaEsperando += esperando;
      amostras.maxOcioso = Math.max(amostras.maxOcioso, ocioso);
      await sleep(50);
    }
  })();
}

// --- each instance, sampled from its /metrics ------------------------------------------------------
// Requests waiting for one of the pool's connections (PostgreSQL): a read that waits here waits on
// whatever holds the connections (a write's commit, say), not on its own query. And the event
// loop's delay, which prom-client measures anew after each reading: its worst window is kept.
// Read every 250 ms: each reading costs the server a little (prom-client walks its handles).
const amostrasDasInstancias = portasDeMetricas.map(() => ({
  n: 0,
  pools: {},
  lagP99: 0,
  lagMax: 0,
}));
/**
 * The connections each instance has not yet taken (decision 082: one per turn of its event loop),
 * from /proc/net/tcp: for a listening socket, the queue column is that backlog. The system lists
 * the listening sockets first, so only the file's beginning is read, and without blocking this
 * process, which times the requests.
 */
const portasQueEscutam = servidores.map((s) => Number(new URL(s.url).port));
const filaDeEntrada = portasQueEscutam.map(() => ({ n: 0, soma: 0, max: 0 }));
async function lerFilasDeEntrada() {
  const arquivo = await fs.promises.open('/proc/net/tcp');
  const { buffer, bytesRead } = await arquivo.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
  await arquivo.close();
  const fila = new Map();
  for (const linha of buffer.toString('latin1', 0, bytesRead).split('\n').slice(1)) {
    // sl local_address rem_address st tx_queue:rx_queue …; st 0A is LISTEN
    const c = linha.trim().split(/\s+/);
    if (c[3] !== '0A') break;
    fila.set(parseInt(c[1].split(':')[1], 16), parseInt(c[4].split(':')[1], 16));
  }
  portasQueEscutam.forEach((porta, i) => {
    if (!fila.has(porta)) return;
    const f = filaDeEntrada[i];
    f.n++;
    f.soma += fila.get(porta);
    f.max = Math.max(f.max, fila.get(porta));
  });
}
let amostrando = true;
const amostragem = (async () => {
  // A first reading, dropped: it tells the event loop's delay since the server started, and an
  // instance's start (every open ticket's due times checked at once) is not the rush.
  await Promise.all(
    portasDeMetricas.map(async (porta) =>
      (await fetch(`http://127.0.0.1:${porta}/metrics`)).text(),
    ),
  );
  while (amostrando) {
    await Promise.all(
      portasDeMetricas.map(async (porta, i) => {
        const texto = await (await fetch(`http://127.0.0.1:${porta}/metrics`)).text();
        const numero = (re) => Number(texto.match(re)?.[1] ?? 0);
        // per pool: single statements' and transactions' (server/db/dois-pools.ts)
        const a = amostrasDasInstancias[i];
        a.n++;
        for (const m of texto.matchAll(
          /^portal_db_pool_connections\{pool="(\w+)",state="(\w+)"\} (\d+)/gm,
        )) {
          const [, pool, estado, n] = m;
          const p = (a.pools[pool] ??= { maxEsperando: 0, somaEsperando: 0, maxEmUso: 0 });
          if (estado === 'esperando') {
            p.maxEsperando = Math.max(p.maxEsperando, Number(n));
            p.somaEsperando += Number(n);
          }
          if (estado === 'em_uso') p.maxEmUso = Math.max(p.maxEmUso, Number(n));
        }
        a.lagP99 = Math.max(a.lagP99, numero(/^nodejs_eventloop_lag_p99_seconds (\S+)/m) * 1000);
        a.lagMax = Math.max(a.lagMax, numero(/^nodejs_eventloop_lag_max_seconds (\S+)/m) * 1000);
      }),
    );
    await lerFilasDeEntrada();
    await sleep(250);
  }
})();

// --- the rush ----------------------------------------------------------------------------------
// This process plays the 500 phones on the same two cores: its own event loop's delay adds to
// every latency it measures, so it is printed beside them.
const atrasoDoGerador = monitorEventLoopDelay({ resolution: 10 });
atrasoDoGerador.enable();
const traffic = new Traffic(base);
traffic.measuring = true;
const inicio = Date.now();
const fim = inicio + DURACAO_MS;
const pick = (arr) => arr[Math.floor(Math.random() * arr.length)];
const enquanto = (ms, fn) => {
  const loop = async () => {
    if (Date.now() >= fim) return;
    const t0 = Date.now();
    await fn();
    if (Date.now() < fim) setTimeout(loop, Math.max(0, ms - (Date.now() - t0)));
  };
  return loop;
};
/** `--fluxos`: the owners whose stream is open, and the answers on their way to them (sent at). */
const fluxosAbertos = new Map();
const respostasACaminho = new Map();
/**
 * The live stream as the portal opens it (the bearer header, a connection of its own from the
 * phone's agent, which scripts/bench/sse.mjs's fetch cannot take; parsed by eventsource-parser as
 * there): resolves once its first counts arrived. Each `mensagem` event for a ticket an answer is
 * on its way to is timed from the answer's sending.
 */
function abrirFluxo(e, agent) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    let aberto = false;
    const req = http.request(
      `${base}/api/eventos`,
      {
        agent,
        headers: { authorization: `Bearer ${e.token}`, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          traffic.bucket('fluxo: abre').errors++;
          res.resume();
          return resolve();
        }
        const parser = createParser({
          onEvent: ({ event, data }) => {
            if (event === 'contadores' && !aberto) {
              aberto = true;
              traffic.bucket('fluxo: abre').lat.push(performance.now() - t0);
              fluxosAbertos.set(e.atendimentoId, req);
              resolve();
            }
            if (event === 'mensagem') {
              const enviadas = respostasACaminho.get(JSON.parse(data).atendimento_id);
              const enviada = enviadas?.shift();
              if (enviada !== undefined) {
                traffic.bucket('fluxo: resposta chega').lat.push(performance.now() - enviada);
              }
            }
          },
        });
        res.setEncoding('utf8');
        res.on('data', (pedaco) => parser.feed(pedaco));
        // the server ended it before the run did (the run's end takes it off the list first)
        res.on('close', encerrado);
        res.on('error', encerrado);
      },
    );
    const encerrado = () => {
      if (fluxosAbertos.get(e.atendimentoId) === req) traffic.bucket('fluxo: abre').errors++;
      fluxosAbertos.delete(e.atendimentoId);
      resolve();
    };
    req.on('error', encerrado);
    req.end();
  });
}
for (const e of seeded.employees) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const auth = { authorization: `Bearer ${e.token}`, accept: 'application/json' };
  const tickets = () =>
    traffic.request(agent, 'consulta: atendimentos', 'GET', '/api/atendimentos?meus=true', auth);
  const chat = (nome) =>
    traffic.request(agent, nome, 'GET', `/api/atendimentos/${e.atendimentoId}/mensagens`, auth);
  setTimeout(async () => {
    // the portal opens its stream as it starts, beside its first requests
    const fluxo = opt.fluxos ? abrirFluxo(e, agent) : null;
    await tickets();
    // opening the chat reads the unread answers: the first read moves the mark
    await chat('consulta: abre o chat');
    // while its stream is up the portal does not poll
    if (fluxo) return;
    setTimeout(enquanto(INTERVALO, tickets), Math.random() * INTERVALO);
    setTimeout(
      enquanto(INTERVALO, () => chat('consulta: mensagens')),
      INTERVALO,
    );
  }, Math.random() * JANELA_MS);
}
const staffAgent = new http.Agent({ keepAlive: true, maxSockets: 10 });
for (const s of seeded.staff) {
  setTimeout(
    enquanto(2000, () => {
      // with streams, an answer to someone whose stream is open, timed until it reaches it
      const abertos = opt.fluxos ? [...fluxosAbertos.keys()] : null;
      const atendimentoId = abertos
        ? abertos.length > 0
          ? pick(abertos)
          : null
        : pick(seeded.employees).atendimentoId;
      if (atendimentoId === null) return Promise.resolve();
      if (abertos) {
        if (!respostasACaminho.has(atendimentoId)) respostasACaminho.set(atendimentoId, []);
        respostasACaminho.get(atendimentoId).push(performance.now());
      }
      return traffic.request(
        staffAgent,
        'suporte responde',
        'POST',
        `/api/atendimentos/${atendimentoId}/mensagens`,
        ...json(s.token, { mensagem: 'Bom dia! Já verificamos e o relatório volta a abrir.' }),
      );
    }),
    Math.random() * 2000,
  );
}
const logins = new http.Agent({ keepAlive: true, maxSockets: 4 });
setTimeout(
  enquanto(1000, () => {
    const e = pick(seeded.employees);
    return traffic.request(
      logins,
      'login',
      'POST',
      '/api/login',
      { 'content-type': 'application/json' },
      JSON.stringify({ login: e.login, senha: PASSWORD }),
    );
  }),
  Math.random() * 1000,
);

await sleep(DURACAO_MS);
const wall = (Date.now() - inicio) / 1000;
// the run's end closes the streams still open (not an error)
const fluxosNoFim = fluxosAbertos.size;
const aFechar = [...fluxosAbertos.values()];
fluxosAbertos.clear();
for (const req of aFechar) req.destroy();
await traffic.stop();
atrasoDoGerador.disable();
amostrando = false;
await amostragem;
const visaoDosServidores = await Promise.all(portasDeMetricas.map(lerMetricas));
await amostrador?.parar();
const depois = uptime();

/** From an instance's request histogram: how many polls took more than 50 and 100 ms inside it. */
async function lerMetricas(porta) {
  const texto = await (await fetch(`http://127.0.0.1:${porta}/metrics`)).text();
  let gets = 0;
  let ate50 = 0;
  let ate100 = 0;
  for (const m of texto.matchAll(/^http_request_duration_seconds_bucket\{([^}]*)\} (\d+)/gm)) {
    if (!m[1].includes('method="GET"') || !m[1].includes('route="/api/atendimentos')) continue;
    const le = m[1].match(/le="([^"]+)"/)[1];
    const n = Number(m[2]);
    if (le === '+Inf') gets += n;
    if (le === '0.05') ate50 += n;
    if (le === '0.1') ate100 += n;
  }
  return {
    gets,
    acima50: gets - ate50,
    acima100: gets - ate100,
  };
}

// --- report ------------------------------------------------------------------------------------
console.log('');
console.log(
  `== Corrida da manhã (${banco}, ${servidores.length} instância(s), ${N} colaboradores) ==`,
);
const erros = traffic.report(wall);
if (opt.fluxos) console.log(`fluxos ao vivo abertos no fim: ${fluxosNoFim} de ${N}`);
console.log(`erros no total: ${erros}`);
const ms = (ns) => (ns / 1e6).toFixed(1);
console.log(
  `atraso do laço de eventos do gerador de carga (este processo, soma-se ao medido): p50 ${ms(atrasoDoGerador.percentile(50))} ms, p99 ${ms(atrasoDoGerador.percentile(99))} ms, máx ${ms(atrasoDoGerador.max)} ms`,
);
visaoDosServidores.forEach((v, i) => {
  const a = amostrasDasInstancias[i];
  console.log(
    `instância ${i + 1}, vista de dentro: laço de eventos, pior janela de 250 ms: p99 ${a.lagP99.toFixed(1)} ms, máx ${a.lagMax.toFixed(1)} ms; consultas (GET) acima de 50 ms: ${v.acima50} de ${v.gets} (${((100 * v.acima50) / Math.max(1, v.gets)).toFixed(2)} %), acima de 100 ms: ${v.acima100}`,
  );
});
servidores.forEach((s, i) => {
  console.log(
    `memória de pico da instância ${i + 1} (VmHWM): ${(memorias[i].sample().hwm / 1024).toFixed(0)} MB`,
  );
});
filaDeEntrada.forEach((f, i) => {
  console.log(
    `conexões novas esperando a instância ${i + 1} as tomar (fila do listen, ${f.n} amostras, a cada 250 ms): máx ${f.max}, média ${(f.soma / Math.max(1, f.n)).toFixed(1)}`,
  );
});
amostrasDasInstancias.forEach((a, i) => {
  for (const [nome, p] of Object.entries(a.pools)) {
    console.log(
      `pool "${nome}" da instância ${i + 1} (${a.n} amostras, a cada 250 ms): conexões em uso máx ${p.maxEmUso}; pedidos esperando uma conexão: máx ${p.maxEsperando}, média ${(p.somaEsperando / a.n).toFixed(2)}`,
    );
  }
});
if (databaseUrl) {
  const esperas = [...amostras.esperas].map(([k, v]) => `${k} ${v}`).join(', ') || 'nenhuma';
  console.log(
    `pg_stat_activity (${amostras.n} amostras, a cada 50 ms): conexões esperando trava: máx ${amostras.maxEsperando}, média ${(amostras.somaEsperando / Math.max(1, amostras.n)).toFixed(2)}; esperas somadas por evento: ${esperas}; 'idle in transaction' ao mesmo tempo: máx ${amostras.maxOcioso}`,
  );
}
console.log(`depois: ${depois}`);

await encerrar();
process.exit(erros > 0 ? 1 : 0);
