// `npm run bench:conteudo`: how long a publish in "Conteúdo do Site" takes to reach the public on
// another instance (docs/decisions/076-conteudo-do-site.md).
//
//   npm run build:server && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:conteudo
//   npm run bench:conteudo -- --publicacoes 50 --noticias 500
//
// Two instances of the built server on one fresh database (PostgreSQL with DATABASE_URL; SQLite
// otherwise, both on one file). `--noticias` published articles are seeded first. Then, each
// time, an article is published on instance A (PATCH rascunho: false) and instance B's news feed
// (/noticias/feed.xml, drawn from the same cached content as the pages) is read every 10 ms from
// A's 2xx until it lists the article; the time from the 2xx to that answer is kept. B has read the
// feed (and cached it) before each publish. Prints p50/p95/max, the feed's time to first byte on
// B warm (cached) and right after a change, and the machine's load.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seed } from './bench/seed.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-launch.mjs';
import {
  builtServer,
  freshPostgresDatabase,
  loadavg,
  loadBuilt,
  ms,
  pct,
  sleep,
  startBuiltServer,
} from './bench/lib.mjs';

const { values: opt } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    publicacoes: { type: 'string', default: '50' },
    noticias: { type: 'string', default: '500' },
  },
});
const dist = path.resolve(opt.dist);
const mainJs = builtServer(dist);
const PUBLICACOES = Number(opt.publicacoes);
const NOTICIAS = Number(opt.noticias);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-conteudo-'));
const { databaseUrl, dropDb } = await freshPostgresDatabase(process.env.DATABASE_URL);
const banco = databaseUrl ? 'PostgreSQL' : 'SQLite';
const seeded = await seed({ dist, dataDir, databaseUrl, employees: 0, staff: 2, messages: 0 });
const secret = crypto.randomBytes(32).toString('base64url');
const { TokenService } = await loadBuilt(dist, 'server/lib/tokens.js');
const rh = seeded.staff[1];
const token = await new TokenService(secret).sign({
  userId: rh.id,
  version: rh.version,
  sid: rh.sid,
});
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const servidores = [];
for (let i = 0; i < 2; i++) {
  servidores.push(
    await startBuiltServer({
      mainJs,
      port: 3400 + Math.floor(Math.random() * 400) + i * 500,
      nodeArgs: SERVER_NODE_ARGS,
      env: {
        ...SERVER_ENV,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        JWT_SECRET: secret,
        WEB_DIR: path.join(dataDir, 'sem-web'),
      },
    }),
  );
}
const [a, b] = servidores;

async function noticia(titulo, rascunho) {
  const r = await fetch(`${a.url}/api/conteudo/noticias`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      titulo,
      resumo: `Resumo: ${titulo}`,
      corpo: 'Texto da notícia.',
      rascunho,
    }),
  });
  if (r.status !== 201) throw new Error(`criar notícia: ${r.status} ${await r.text()}`);
  return r.json();
}

for (let i = 0; i < NOTICIAS; i++) await noticia(`Notícia de carga ${i + 1}`, false);

const feedDeB = async () => {
  const t0 = performance.now();
  const r = await fetch(`${b.url}/noticias/feed.xml`);
  const texto = await r.text();
  return { texto, ms: performance.now() - t0 };
};

const tempos = [];
const frios = [];
const quentes = [];
for (let i = 0; i < PUBLICACOES; i++) {
  const { id, slug } = await noticia(`Publicação medida ${i + 1} ${crypto.randomUUID()}`, true);
  // B reads (and keeps) the content before the publish
  frios.push((await feedDeB()).ms);
  quentes.push((await feedDeB()).ms);
  const r = await fetch(`${a.url}/api/conteudo/noticias/${id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ rascunho: false }),
  });
  if (!r.ok) throw new Error(`publicar: ${r.status}`);
  const depois2xx = performance.now();
  for (;;) {
    const { texto } = await feedDeB();
    if (texto.includes(`/noticias/${slug}<`)) break;
    if (performance.now() - depois2xx > 10_000) throw new Error(`não apareceu em 10 s: ${slug}`);
    await sleep(10);
  }
  tempos.push(performance.now() - depois2xx);
}

const ord = (xs) => [...xs].sort((x, y) => x - y);
const t = ord(tempos);
const f = ord(frios);
const q = ord(quentes);
console.log(`banco: ${banco}; ${NOTICIAS} notícias publicadas antes; ${PUBLICACOES} publicações`);
console.log(
  `publicação em A (2xx) → feed de B com a notícia: p50 ${ms(pct(t, 50))}, p95 ${ms(pct(t, 95))}, máx ${ms(t.at(-1))}`,
);
console.log(
  `feed de B, 1ª leitura depois de uma mudança: p50 ${ms(pct(f, 50))}, p95 ${ms(pct(f, 95))}`,
);
console.log(`feed de B, da memória: p50 ${ms(pct(q, 50))}, p95 ${ms(pct(q, 95))}`);
console.log(`carga da máquina (1/5/15 min): ${loadavg()}`);
// the servers retire from the database before it is dropped
await Promise.all(
  servidores.map(
    (s) =>
      new Promise((ok) => {
        s.proc.once('exit', ok);
        s.proc.kill('SIGTERM');
      }),
  ),
);
await dropDb();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
