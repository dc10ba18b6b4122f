// `npm run bench:dados-chat`: the mobile data an open, quiet support chat costs a client
// (docs/decisions/017-tela-ao-vivo-e-dados-moveis.md). Starts the built server on a random port
// with a throwaway DATA_DIR, makes a chat with about 6 KB of text and two photos, then for one
// minute counts the bytes a client downloads (status line, headers and body), three ways at once:
//  (a) the old behaviour: the whole list every 3.5 s, and each photo again every 15 minutes;
//  (b) the stream up: only the stream (its first counts and the heartbeats), photos once a day;
//  (c) the stream down: `?depois=<last id>` every 3.5 s, photos once a day.
// Needs `npm run build:server` first. BENCH_SECONDS=60 by default.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { usuarioDeBench } from './bench/seed.mjs';
import {
  builtServer,
  loadBuilt,
  pastaDoBench,
  sleep,
  startProductionServer,
} from './bench/lib.mjs';

const dist = path.resolve(process.env.BENCH_DIST ?? 'dist');
const mainJs = builtServer(dist);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const POLL_MS = 3_500;
const PASSWORD = 'SenhaDeBench2026';

const dataDir = pastaDoBench('bench-dados-chat');
const { openDatabase, migrate } = await loadBuilt(dist, 'server/db/index.js');
const { hashPassword } = await loadBuilt(dist, 'server/lib/password-hashing.js');
const handle = openDatabase({ dataDir });
await migrate(handle);
const user = usuarioDeBench(await hashPassword(PASSWORD), new Date(Date.now() - 3_600_000));
await handle.db
  .insertInto('users')
  .values([user('colaborador', 'Colaborador', 'colaborador'), user('suporte', 'Suporte', 'rh')])
  .execute();
await handle.close?.();

const { proc, url } = await startProductionServer({
  mainJs,
  port: 20_000 + Math.floor(Math.random() * 20_000),
  dataDir,
});

async function login(login) {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, senha: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${login}: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${(await res.json()).token}` };
}
const colaborador = await login('colaborador');
const suporte = await login('suporte');
const call = async (method, p, headers, body) => {
  const res = await fetch(`${url}${p}`, { method, headers, body });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return res.json();
};
const json = (h) => ({ ...h, 'content-type': 'application/json' });

const { atendimentoId: id } = await call('POST', '/api/atendimentos', colaborador);
const frase =
  'O coletor da balança da fazenda não sincroniza desde ontem; já reiniciei o aparelho e nada. ';
let texto = 0;
for (let i = 0; texto < 6_000; i++) {
  const mensagem = `${i + 1}. ${frase}${frase.slice(0, 60)}`;
  texto += Buffer.byteLength(mensagem);
  await call(
    'POST',
    `/api/atendimentos/${id}/mensagens`,
    json(i % 2 ? suporte : colaborador),
    JSON.stringify({ mensagem }),
  );
}
const fotos = [];
for (const n of [1, 2]) {
  const img = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 40 * n, g: 120, b: 60 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="1600" height="1200"><text x="80" y="600" font-size="220">Foto ${n}</text></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 82 })
    .toBuffer();
  const form = new FormData();
  form.append('arquivo', new Blob([img], { type: 'image/jpeg' }), `foto-${n}.jpg`);
  const res = await fetch(`${url}/api/atendimentos/${id}/upload`, {
    method: 'POST',
    headers: colaborador,
    body: form,
  });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  fotos.push((await res.json()).url);
}

/** Bytes of an answer as they cross the network (status line, headers, body; no compression). */
const headerBytes = (res) => {
  let n = `HTTP/1.1 ${res.status} ${res.statusText}\r\n`.length + 2;
  for (const [k, v] of res.headers) n += Buffer.byteLength(`${k}: ${v}\r\n`);
  return n;
};
async function get(p, headers = colaborador) {
  const res = await fetch(`${url}${p}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, bytes: headerBytes(res) + body.length, body };
}

let bytesFotos = 0;
for (const f of fotos) bytesFotos += (await get(f, {})).bytes;
const lista = await get(`/api/atendimentos/${id}/mensagens`);
const ultimo = JSON.parse(lista.body.toString()).at(-1).id;

async function pollFor(p) {
  let bytes = 0;
  let pedidos = 0;
  const fim = Date.now() + SECONDS * 1000;
  while (Date.now() < fim) {
    bytes += (await get(p)).bytes;
    pedidos += 1;
    await sleep(POLL_MS);
  }
  return { bytes, pedidos };
}
async function streamFor() {
  const ctrl = new AbortController();
  const res = await fetch(`${url}/api/eventos`, {
    headers: { ...colaborador, accept: 'text/event-stream' },
    signal: ctrl.signal,
  });
  let bytes = headerBytes(res);
  const leitor = res.body.getReader();
  const timer = setTimeout(() => ctrl.abort(), SECONDS * 1000);
  try {
    for (;;) {
      const { done, value } = await leitor.read();
      if (done) break;
      bytes += value.length;
    }
  } catch {
    // the minute is over
  }
  clearTimeout(timer);
  return { bytes, pedidos: 1 };
}

console.log(
  `Chat #${id}: ${texto} bytes de texto, 2 fotos (${bytesFotos} bytes ao baixar), lista inteira ${lista.bytes} bytes.`,
);
console.log(`Medindo ${SECONDS} s de chat aberto e parado...`);
const [antigo, aoVivo, semStream] = await Promise.all([
  pollFor(`/api/atendimentos/${id}/mensagens`),
  streamFor(),
  pollFor(`/api/atendimentos/${id}/mensagens?depois=${ultimo}`),
]);

const porMinuto = (m) => (m.bytes * 60) / SECONDS;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const linha = (nome, m, fotosPorHora) => {
  const min = porMinuto(m) + (bytesFotos * fotosPorHora) / 60;
  const hora = porMinuto(m) * 60 + bytesFotos * fotosPorHora;
  console.log(
    `${nome.padEnd(44)} ${String(m.pedidos).padStart(3)} pedidos  ${kb(min).padStart(9)}/min  ${kb(hora).padStart(10)}/hora`,
  );
};
linha('(a) antes: lista inteira a cada 3,5 s', antigo, 4);
linha('(b) agora, stream no ar: só heartbeats', aoVivo, 1 / 24);
linha('(c) agora, stream bloqueado: ?depois= 3,5 s', semStream, 1 / 24);
console.log(
  'Fotos: antes, de novo a cada 15 min (link novo); agora, uma vez por dia (link estável, immutable).',
);
proc.kill('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });
