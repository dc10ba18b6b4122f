// `npm run bench:audit`: seeds a year of audit entries (200,000 by default) into a fresh
// database and times GET /api/auditoria over HTTP against the built server, with the filters
// people use. Prints the figures. Needs `npm run build:server` first (BENCH_DIST to use another
// build directory). SQLite by default; BENCH_DATABASE_URL=postgres://… seeds a new schema there.
//   BENCH_ENTRIES=200000 BENCH_RUNS=15 npm run bench:audit
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PEOPLE } from './bench/people.mjs';
import { builtServer, pastaDoBench } from './bench/lib.mjs';

const dist = path.resolve(process.env.BENCH_DIST ?? 'dist');
const mainJs = builtServer(dist);
const { openDatabase, migrate } = await import(
  pathToFileURL(path.join(dist, 'server/db/index.js'))
);
const { AUDIT_ACTIONS } = await import(pathToFileURL(path.join(dist, 'common/auditoria.js')));

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PG_URL = process.env.BENCH_DATABASE_URL;
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'SenhaDeBench2026';
const dataDir = pastaDoBench('portal-bench-audit');
const schema = PG_URL ? `bench_${crypto.randomBytes(4).toString('hex')}` : undefined;

const people = PEOPLE;
const WEIGHTED = [
  [AUDIT_ACTIONS.login, 60],
  [AUDIT_ACTIONS.loginFalhou, 8],
  [AUDIT_ACTIONS.atendimentoAberto, 8],
  [AUDIT_ACTIONS.atendimentoFechado, 7],
  [AUDIT_ACTIONS.avaliacao, 5],
  [AUDIT_ACTIONS.alterarSenha, 4],
  [AUDIT_ACTIONS.leituraDenuncias, 4],
  [AUDIT_ACTIONS.usuarioAlterado, 1.5],
  [AUDIT_ACTIONS.cadastro, 1],
  [AUDIT_ACTIONS.senhaRedefinida, 0.6],
  [AUDIT_ACTIONS.usuarioDesativado, 0.3],
  [AUDIT_ACTIONS.usuarioReativado, 0.1],
  [AUDIT_ACTIONS.usuarioExcluido, 0.05],
];
const totalWeight = WEIGHTED.reduce((s, [, w]) => s + w, 0);
let seed = 42;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pickAction = () => {
  let r = rand() * totalWeight;
  for (const [acao, w] of WEIGHTED) if ((r -= w) < 0) return acao;
  return AUDIT_ACTIONS.login;
};

function* entries() {
  const start = Date.now() - 365 * DAY;
  for (let i = 0; i < ENTRIES; i++) {
    const p = people[Math.floor(rand() * people.length)];
    const acao = pickAction();
    yield {
      data_hora: new Date(start + Math.floor((i / ENTRIES) * 365 * DAY)).toISOString(),
      usuario_id: null,
      usuario_nome: p.nome,
      login: p.login,
      acao,
      detalhes: `Registro de exemplo: ${acao} por ${p.nome}`,
    };
  }
}

async function seedDatabase() {
  if (PG_URL) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const handle = openDatabase({ dataDir, databaseUrl: PG_URL, pgSchema: schema });
  await migrate(handle);
  const t0 = performance.now();
  if (handle.sqlite) {
    const insert = handle.sqlite.prepare(
      'insert into audit_log (data_hora, usuario_id, usuario_nome, login, acao, detalhes) values (@data_hora, @usuario_id, @usuario_nome, @login, @acao, @detalhes)',
    );
    handle.sqlite.transaction(() => {
      for (const e of entries()) insert.run(e);
    })();
  } else {
    let batch = [];
    for (const e of entries()) {
      batch.push(e);
      if (batch.length === 2000) {
        await handle.db.insertInto('audit_log').values(batch).execute();
        batch = [];
      }
    }
    if (batch.length) await handle.db.insertInto('audit_log').values(batch).execute();
    await handle.db.executeQuery({
      sql: 'analyze audit_log',
      parameters: [],
      query: { kind: 'RawNode' },
    });
  }
  const ms = performance.now() - t0;
  await handle.close();
  return ms;
}

async function startServer() {
  const port = 3950 + Math.floor(Math.random() * 40);
  const dbUrl = PG_URL
    ? `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
    : undefined;
  const proc = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      WEB_DIR: path.join(dataDir, 'sem-web'),
      ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      if (i > 1000) throw new Error('o servidor não respondeu');
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return { proc, url };
}

async function adminToken(url) {
  const post = async (p, body, token) => {
    const res = await fetch(`${url}${p}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const first = await post('/api/login', { login: 'admin', senha: PASSWORD });
  await post('/api/alterar-senha', { novaSenha: `${PASSWORD}!` }, first.token);
  return (await post('/api/login', { login: 'admin', senha: `${PASSWORD}!` })).token;
}

const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

const seedMs = await seedDatabase();
const { proc, url } = await startServer();
try {
  const token = await adminToken(url);
  const now = Date.now();
  const scenarios = [
    [
      'tela: últimos 90 dias, até 5000',
      { de: new Date(now - 90 * DAY).toISOString(), limite: 5000 },
    ],
    ['sem filtros (limite padrão 1000)', {}],
    ['um dia (de = ate)', { de: isoDay(now - 40 * DAY), ate: isoDay(now - 40 * DAY) }],
    [
      'uma semana, ação "login"',
      { de: isoDay(now - 200 * DAY), ate: isoDay(now - 194 * DAY), acao: 'login' },
    ],
    ['usuário "ana" (comum)', { usuario: 'ana' }],
    ['usuário "joão araújo" (1 de 150)', { usuario: 'joão araújo' }],
    ['ação "excluido" (rara), ano todo', { acao: 'excluido', limite: 5000 }],
    ['usuário inexistente, ano todo (pior caso)', { usuario: 'ninguém', limite: 5000 }],
    [
      '90 dias + usuário + ação',
      { de: new Date(now - 90 * DAY).toISOString(), usuario: 'silva', acao: 'senha' },
    ],
  ];
  console.log(
    `\nGET /api/auditoria — ${ENTRIES.toLocaleString('pt-BR')} registros em 365 dias, ${PG_URL ? 'PostgreSQL' : 'SQLite'}`,
  );
  console.log(
    `carga inicial: ${(seedMs / 1000).toFixed(1)} s; ${RUNS} medições por cenário, após 2 de aquecimento (HTTP local)\n`,
  );
  const rows = [];
  for (const [name, params] of scenarios) {
    const qs = new URLSearchParams(
      Object.entries(params).map(([k, v]) => [k, String(v)]),
    ).toString();
    const times = [];
    let count = 0;
    let bytes = 0;
    for (let i = 0; i < RUNS + 2; i++) {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/auditoria${qs ? `?${qs}` : ''}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await res.text();
      const ms = performance.now() - t0;
      if (!res.ok) throw new Error(`${name}: ${res.status} ${body}`);
      if (i >= 2) times.push(ms);
      count = JSON.parse(body).length;
      bytes = Buffer.byteLength(body);
    }
    rows.push({
      cenário: name,
      registros: count,
      KB: Math.round(bytes / 1024),
      'mediana ms': Number(pct(times, 50).toFixed(1)),
      'p95 ms': Number(pct(times, 95).toFixed(1)),
    });
  }
  console.table(rows);
} finally {
  await new Promise((r) => (proc.on('exit', r), proc.kill('SIGTERM')));
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (PG_URL) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }
}
