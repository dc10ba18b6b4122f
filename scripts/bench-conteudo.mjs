// `npm run bench:conteudo`: how long a publish in "Conteúdo do Site" takes to reach the public on
// another instance, and the public pages' time to first byte (docs/decisions/076-conteudo-do-site.md).
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:conteudo
//   npm run bench:conteudo -- --publicacoes 50 --noticias 500 --fotos 40
//
// Two instances of the built server and front end on one fresh database (PostgreSQL with
// DATABASE_URL; SQLite otherwise, both on one file). `--noticias` published articles are seeded
// first, and the About gallery is brought to `--fotos` photos. Then, each time, an article is
// published on instance A (PATCH rascunho: false) and its page on instance B
// (/noticias/{slug}) is asked for every 10 ms from A's 2xx until it answers 200; the time from
// the 2xx to that answer is kept. B has drawn its pages before each publish. Prints p50/p95/max,
// each public page's time to first byte on B right after a change and from memory, and the
// machine's load. `--dist`/`--web` run it on another build (an older checkout's, to compare).
import crypto from 'node:crypto';
import fs from 'node:fs';
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
  pastaDoBench,
  pct,
  sleep,
  startBuiltServer,
} from './bench/lib.mjs';

const { values: opt } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    publicacoes: { type: 'string', default: '50' },
    noticias: { type: 'string', default: '500' },
    fotos: { type: 'string', default: '40' },
    web: { type: 'string', default: 'build/client' },
  },
});
const dist = path.resolve(opt.dist);
const mainJs = builtServer(dist);
const PUBLICACOES = Number(opt.publicacoes);
const NOTICIAS = Number(opt.noticias);
const FOTOS = Number(opt.fotos);

const dataDir = pastaDoBench('bench-conteudo');
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
        WEB_DIR: path.resolve(opt.web),
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

// the About gallery brought to FOTOS visible photos, sent as a phone would
const galeria = await (await fetch(`${a.url}/api/conteudo/galeria`, { headers: auth })).json();
const naGaleria = Array.isArray(galeria) ? galeria.filter((g) => g.secao === 'sobre').length : 0;
const { default: sharp } = await import('sharp');
for (let i = naGaleria; i < FOTOS; i++) {
  const foto = await sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background: { r: 60, g: 90 + ((i * 7) % 120), b: 70 },
    },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('secao', 'sobre');
  form.append('titulo', `Foto de carga ${i + 1}`);
  form.append('texto_alternativo', `Lavoura fotografada para a carga, número ${i + 1}`);
  form.append('arquivo', new Blob([foto], { type: 'image/jpeg' }), `IMG_${i}.jpg`);
  const r = await fetch(`${a.url}/api/conteudo/galeria`, {
    method: 'POST',
    headers: { authorization: auth.authorization },
    body: form,
  });
  if (r.status !== 201) throw new Error(`enviar foto: ${r.status} ${await r.text()}`);
}

const PAGINAS = ['/', '/about', '/activities', '/contact', '/noticias', '/trabalhe-conosco'];
/** Time to the first byte of `url` on B, and its status. */
async function ttfb(url) {
  const t0 = performance.now();
  const r = await fetch(`${b.url}${url}`, { headers: { 'accept-encoding': 'br' } });
  const reader = r.body.getReader();
  await reader.read();
  const primeiro = performance.now() - t0;
  while (!(await reader.read()).done);
  return { status: r.status, ms: primeiro };
}

const tempos = [];
const depoisDeMudanca = new Map(PAGINAS.map((p) => [p, []]));
const daMemoria = new Map(PAGINAS.map((p) => [p, []]));
for (let i = 0; i < PUBLICACOES; i++) {
  const { id, slug } = await noticia(`Publicação medida ${i + 1} ${crypto.randomUUID()}`, true);
  // B draws (and keeps) its pages before the publish: the first read after a change, then memory
  for (const p of PAGINAS) depoisDeMudanca.get(p).push((await ttfb(p)).ms);
  for (const p of PAGINAS) daMemoria.get(p).push((await ttfb(p)).ms);
  const r = await fetch(`${a.url}/api/conteudo/noticias/${id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ rascunho: false }),
  });
  if (!r.ok) throw new Error(`publicar: ${r.status}`);
  const depois2xx = performance.now();
  for (;;) {
    if ((await ttfb(`/noticias/${slug}`)).status === 200) break;
    if (performance.now() - depois2xx > 10_000) throw new Error(`não apareceu em 10 s: ${slug}`);
    await sleep(10);
  }
  tempos.push(performance.now() - depois2xx);
}

const ord = (xs) => [...xs].sort((x, y) => x - y);
const t = ord(tempos);
console.log(
  `banco: ${banco}; ${NOTICIAS} notícias publicadas antes; ${FOTOS} fotos na galeria; ${PUBLICACOES} publicações; build ${opt.web}`,
);
console.log(
  `publicação em A (2xx) → página da notícia servida por B: p50 ${ms(pct(t, 50))}, p95 ${ms(pct(t, 95))}, máx ${ms(t.at(-1))}`,
);
console.log('tempo até o 1º byte em B (p50 / p95): 1ª leitura depois de uma mudança | da memória');
for (const p of PAGINAS) {
  const f = ord(depoisDeMudanca.get(p));
  const q = ord(daMemoria.get(p));
  console.log(
    `  ${p.padEnd(18)} ${ms(pct(f, 50))} / ${ms(pct(f, 95))} | ${ms(pct(q, 50))} / ${ms(pct(q, 95))}`,
  );
}
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
