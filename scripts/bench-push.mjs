// `npm run bench:push`: how long a push notice takes from a staff answer's 201 to the push service,
// against the built server (docs/decisions/046-push.md).
//
//   npm run build:server && npm run bench:push
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:push
//
// Seeds `--colaboradores` employees (200), each with an open ticket and a push subscription to a
// push service run here (HTTPS on a random loopback port, the test certificate of
// server/test/push, allowed by PUSH_SERVICOS); staff then answer each ticket once, paced
// (`--por-segundo`, 10), and each answer is timed from its 201 to the push service having the
// whole request. Prints p50/p95/p99/max, how many arrived, and the bytes of one notice on the wire
// (request line, headers and encrypted body).
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seed } from './bench/seed.mjs';
import { portaLivre } from './lib/porta-livre.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-launch.mjs';
import {
  builtServer,
  freshPostgresDatabase,
  loadavg,
  loadBuilt,
  pastaDoBench,
  pct,
  sleep,
  startBuiltServer,
} from './bench/lib.mjs';

const { values: opt } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    colaboradores: { type: 'string', default: '200' },
    'por-segundo': { type: 'string', default: '10' },
  },
});
const dist = path.resolve(opt.dist);
const mainJs = builtServer(dist);
const N = Number(opt.colaboradores);

// the push service: keeps when each subscription's request arrived, and its size
const certs = path.resolve('server/test/push');
const chegadas = new Map(); // path -> { em, bytes }
const esperando = new Map(); // path -> resolve
const servico = https.createServer(
  {
    key: fs.readFileSync(path.join(certs, 'chave.pem')),
    cert: fs.readFileSync(path.join(certs, 'certificado.pem')),
  },
  (req, res) => {
    let corpo = 0;
    req.on('data', (c) => (corpo += c.length));
    req.on('end', () => {
      const cabecalhos = req.rawHeaders.reduce(
        (n, v) => n + Buffer.byteLength(v) + 2, // "k: " and "v\r\n"
        0,
      );
      const linha = Buffer.byteLength(`${req.method} ${req.url} HTTP/1.1\r\n\r\n`);
      chegadas.set(req.url, { em: performance.now(), bytes: linha + cabecalhos + corpo, corpo });
      esperando.get(req.url)?.();
      res.writeHead(201).end();
    });
  },
);
await new Promise((r) => servico.listen(0, '127.0.0.1', r));
const origem = `https://127.0.0.1:${servico.address().port}`;

// the server trusts the test authority beside the machine's own bundle, if any
const dataDir = pastaDoBench('bench-push');
const autoridades = path.join(dataDir, 'autoridades.pem');
fs.writeFileSync(
  autoridades,
  [process.env.NODE_EXTRA_CA_CERTS, path.join(certs, 'ac.pem')]
    .filter((f) => f && fs.existsSync(f))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n'),
);

const { databaseUrl, dropDb } = await freshPostgresDatabase(process.env.DATABASE_URL);
const banco = databaseUrl ? 'PostgreSQL' : 'SQLite';
const seeded = await seed({ dist, dataDir, databaseUrl, employees: N, staff: 2, messages: 1 });
const secret = crypto.randomBytes(32).toString('base64url');
const { TokenService } = await loadBuilt(dist, 'server/lib/tokens.js');
const tokens = new TokenService(secret);
for (const p of [...seeded.employees, ...seeded.staff]) {
  p.token = await tokens.sign({ userId: p.id, version: p.version, sid: p.sid });
}

const servidor = await startBuiltServer({
  mainJs,
  port: await portaLivre(),
  nodeArgs: SERVER_NODE_ARGS,
  env: {
    ...SERVER_ENV,
    NODE_ENV: 'production',
    NODE_EXTRA_CA_CERTS: autoridades,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    JWT_SECRET: secret,
    WEB_DIR: path.join(dataDir, 'sem-web'),
    PUSH_SERVICOS: origem,
    LOG_LEVEL: 'warn',
  },
});
console.log(
  `bench:push — ${banco}; Node ${process.version}, ${os.cpus().length} núcleos, carga ${loadavg()}`,
);

try {
  // each employee's browser subscribes (a real P-256 key: the server encrypts to it)
  for (const e of seeded.employees) {
    const ecdh = crypto.createECDH('prime256v1');
    e.caminho = `/push/${crypto.randomBytes(9).toString('base64url')}`;
    const res = await fetch(`${servidor.url}/api/push/inscricoes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${e.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        endpoint: `${origem}${e.caminho}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.generateKeys().toString('base64url'),
          auth: crypto.randomBytes(16).toString('base64url'),
        },
      }),
    });
    if (res.status !== 201) throw new Error(`inscrição ${res.status}: ${await res.text()}`);
  }
  const staff = seeded.staff[1];
  const intervalo = 1_000 / Number(opt['por-segundo']);
  const atrasos = [];
  let perdidos = 0;
  const esperas = [];
  for (const [i, e] of seeded.employees.entries()) {
    esperas.push(
      (async () => {
        const res = await fetch(`${servidor.url}/api/atendimentos/${e.atendimentoId}/mensagens`, {
          method: 'POST',
          headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ mensagem: `Resposta ${i}: reiniciamos o coletor.` }),
        });
        const t201 = performance.now();
        if (res.status !== 201) throw new Error(`POST ${res.status}`);
        const chegou = await new Promise((resolve) => {
          if (chegadas.has(e.caminho)) return resolve(chegadas.get(e.caminho).em);
          const timer = setTimeout(() => resolve(null), 15_000);
          esperando.set(e.caminho, () => {
            clearTimeout(timer);
            resolve(chegadas.get(e.caminho).em);
          });
        });
        if (chegou === null) perdidos++;
        else atrasos.push(Math.max(0, chegou - t201));
      })(),
    );
    await sleep(intervalo);
  }
  await Promise.all(esperas);
  atrasos.sort((a, b) => a - b);
  const f = (n) => `${n.toFixed(1)} ms`;
  console.log(
    `Push (201 da resposta → serviço de push com o pedido inteiro), ${N} respostas a ${opt['por-segundo']}/s:`,
  );
  console.log(
    `  p50 ${f(pct(atrasos, 50))}  p95 ${f(pct(atrasos, 95))}  p99 ${f(pct(atrasos, 99))}  máx ${f(atrasos.at(-1))}`,
  );
  console.log(`  chegaram ${atrasos.length} de ${N}; ${perdidos} não chegaram em 15 s`);
  const um = [...chegadas.values()][0];
  if (um) {
    console.log(
      `Um aviso na rede: ${um.bytes} bytes (linha, cabeçalhos e corpo cifrado de ${um.corpo} bytes), fora o TLS`,
    );
  }
  console.log(`carga ao final ${loadavg()}`);
} finally {
  // the server stops before its database is dropped
  const parou = new Promise((r) => servidor.proc.once('exit', r));
  servidor.proc.kill('SIGTERM');
  await Promise.race([parou, sleep(10_000)]);
  servico.closeAllConnections();
  servico.close();
  await dropDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
