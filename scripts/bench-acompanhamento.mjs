// `npm run bench:acompanhamento`: how long a reporter waits to open their case with protocol and
// key, and whether a wrong key or an unknown protocol can be told apart by time. Starts the built
// server on a fresh SQLite DATA_DIR, files reports, then times, one request at a time:
//   - the right key (the case opens),
//   - a wrong key for a real protocol (at most 4 per protocol, under the lock),
//   - an unknown protocol (a dummy hash is checked so that it costs the same).
// Prints median and p95 of each, and the argon2id parameters. Needs `npm run build:server`.
//   node scripts/bench-acompanhamento.mjs [--dist dist] [--runs 60]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { builtServer, loadavg, ms, pastaDoBench, pct, startBuiltServer } from './bench/lib.mjs';

const { values: opt } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, runs: { type: 'string', default: '60' } },
});
const RUNS = Number(opt.runs);
const dist = path.resolve(opt.dist);
const mainJs = builtServer(dist);
const dataDir = pastaDoBench('bench-acomp');
const { proc, url } = await startBuiltServer({
  mainJs,
  port: 3700 + Math.floor(Math.random() * 200),
  env: {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: 'segredo-do-benchmark-com-mais-de-32-caracteres',
    WEB_DIR: path.join(dataDir, 'sem-web'),
    LIMITS: JSON.stringify({ denunciasPerWindow: 100_000, acompanhamentoPerWindow: 100_000 }),
  },
});

const post = async (p, body) => {
  const t0 = process.hrtime.bigint();
  const res = await fetch(url + p, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: Number(process.hrtime.bigint() - t0) / 1e6 };
};
const relato = { categoria: 'Outro', descricao: 'Relato do benchmark.', anonimato: true };
const casos = [];
for (let i = 0; i < Math.ceil(RUNS / 4) + 1; i++) {
  const res = await fetch(`${url}/api/denuncias`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(relato),
  });
  casos.push(await res.json());
}
const ALFABETO = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const desconhecido = () =>
  Array.from({ length: 10 }, () => ALFABETO[crypto.randomInt(ALFABETO.length)]).join('');
const wrong = (chave) => (chave[0] === '9' ? '1' : '9') + chave.slice(1);
const times = { certa: [], errada: [], desconhecido: [] };
// warm-up
await post('/api/denuncias/acompanhamento', {
  protocolo: casos[0].protocolo,
  chave: casos[0].chave,
});
for (let i = 0; i < RUNS; i++) {
  const c = casos[i % casos.length];
  const ok = await post('/api/denuncias/acompanhamento', {
    protocolo: c.protocolo,
    chave: c.chave,
  });
  if (ok.status !== 200) throw new Error(`chave certa: ${ok.status}`);
  times.certa.push(ok.ms);
  const w = casos[Math.floor(i / 4)];
  const bad = await post('/api/denuncias/acompanhamento', {
    protocolo: w.protocolo,
    chave: wrong(w.chave),
  });
  if (bad.status !== 401) throw new Error(`chave errada: ${bad.status}`);
  times.errada.push(bad.ms);
  const unknown = await post('/api/denuncias/acompanhamento', {
    protocolo: desconhecido(),
    chave: '1234567890123456',
  });
  if (unknown.status !== 401) throw new Error(`protocolo desconhecido: ${unknown.status}`);
  times.desconhecido.push(unknown.ms);
}
console.log(
  `\n== Acompanhamento (protocolo + chave), ${RUNS} consultas de cada, uma por vez, SQLite, ${os.cpus().length} núcleos ==`,
);
for (const [nome, xs] of Object.entries(times)) {
  const s = xs.sort((a, b) => a - b);
  console.log(
    `${nome.padEnd(14)} mediana ${ms(pct(s, 50)).padStart(9)}   p95 ${ms(pct(s, 95)).padStart(9)}   máx ${ms(s.at(-1)).padStart(9)}`,
  );
}
const med = (xs) =>
  pct(
    [...xs].sort((a, b) => a - b),
    50,
  );
console.log(
  `diferença das medianas, chave errada − protocolo desconhecido: ${ms(med(times.errada) - med(times.desconhecido))}`,
);
console.log('argon2id: memória 19 MiB, 2 passadas, 1 via (perfil recomendado pela OWASP)');
console.log(`load average: ${loadavg()}`);
proc.kill('SIGTERM');
await new Promise((r) => proc.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
