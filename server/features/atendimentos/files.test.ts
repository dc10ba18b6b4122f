import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import {
  cfbContainer,
  elevenMiB,
  elfExecutable,
  htmlPage,
  multipart,
  peExecutable,
  plainZip,
  realDocx,
  realGif,
  realJpeg,
  realPdf,
  realPng,
} from '../../test/file-fixtures.js';
import { FileUrlSigner } from '../../lib/file-urls.js';
import { importFilesFromDisk, readStoredFile } from '../../lib/files.js';
import { IMAGEM_ILEGIVEL } from './upload.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Auth = { authorization: string } | undefined;
const ticketOf = async (u: BuiltUser) =>
  (await t.app.inject({ method: 'POST', url: '/api/atendimentos', headers: u.auth })).json()
    .atendimentoId as number;
const upload = (
  auth: Auth,
  id: number,
  file: Buffer,
  name: string,
  opts: Parameters<typeof multipart>[2] = {},
) => {
  const body = multipart(file, name, opts);
  return t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${id}/upload`,
    headers: { ...(auth ?? {}), ...body.headers },
    payload: body.payload,
  });
};
/** Fetches a url as an `<img>` or a link would: no Authorization header. */
const fetchPlain = (url: string) => t.app.inject({ method: 'GET', url });
/** The names of the files stored in the database. */
const storedFiles = async () =>
  (await t.db.selectFrom('arquivos_armazenados').select('nome').orderBy('nome').execute()).map(
    (r) => r.nome,
  );
const messagesOf = async (auth: Auth, id: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/atendimentos/${id}/mensagens`,
      headers: auth ?? {},
    })
  ).json();

describe('upload gates', () => {
  it('401 without a token, 404 on a ticket that is not yours, 409 on a closed one', async () => {
    const png = await realPng();
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const id = await ticketOf(owner);
    expect((await upload(undefined, id, png, 'foto.png')).statusCode).toBe(401);
    const notYours = await upload(other.auth, id, png, 'foto.png');
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().error).toBe('Atendimento não encontrado.');
    await t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/${id}/fechar`,
      headers: owner.auth,
    });
    const closed = await upload(owner.auth, id, png, 'foto.png');
    expect(closed.statusCode).toBe(409);
    expect(await storedFiles()).toEqual([]);
    expect(await messagesOf(owner.auth, id)).toEqual([]);
  });

  it('400 without multipart, without the arquivo field, or with an empty file', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/${id}/upload`,
      headers: u.auth,
      payload: { arquivo: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toMatch(/multipart/);
    const wrongField = await upload(u.auth, id, await realPng(), 'a.png', { field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toMatch(/campo "arquivo"/);
    const empty = await upload(u.auth, id, Buffer.alloc(0), 'vazio.pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/vazio/);
    expect(await storedFiles()).toEqual([]);
  });

  it('413 for an 11 MiB file, nothing stored', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const res = await upload(u.auth, id, elevenMiB(), 'grande.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Arquivo grande demais. O limite é 10 MB.');
    expect(await storedFiles()).toEqual([]);
    expect(await messagesOf(u.auth, id)).toEqual([]);
  });

  it('400 for types refused by name or by content, whatever the declared Content-Type', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const cases: [Buffer, string, RegExp][] = [
      [htmlPage(), 'foto.png', /não corresponde/],
      [htmlPage(), 'pagina.html', /não permitido/],
      [elfExecutable(), 'relatorio.pdf', /não corresponde/],
      [elfExecutable(), 'programa', /não permitido/],
      [peExecutable(), 'setup.exe', /não permitido/],
      [peExecutable(), 'planilha.xlsx', /não corresponde/],
      [realPdf(), 'documento.docx', /não corresponde/],
      [await realPng(), 'imagem.pdf', /não corresponde/],
      [plainZip(), 'documento.docx', /não corresponde/],
      [cfbContainer(), 'instalador.doc', /não corresponde/],
      [cfbContainer('WordDocument'), 'planilha.xls', /não corresponde/],
      [Buffer.from('nome;valor\n1;2\n'), 'dados.xls', /não corresponde/],
      [await realPng(), 'foto.svg', /não permitido/],
    ];
    for (const [bytes, name, msg] of cases) {
      const res = await upload(u.auth, id, bytes, name, { contentType: 'image/png' });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error, name).toMatch(msg);
    }
    expect(await storedFiles()).toEqual([]);
    expect(await messagesOf(u.auth, id)).toEqual([]);
  });
});

describe('upload and download', () => {
  it('strips bidirectional control characters from the stored name', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    // A mark, a right-to-left override, an isolate and the Arabic letter mark: none is kept.
    const sneaky = 'fa\u200Etura\u202Efdp\u2066\u061C.pdf';
    const res = await upload(u.auth, id, realPdf(), sneaky);
    expect(res.statusCode).toBe(201);
    const [msg] = await messagesOf(u.auth, id);
    expect(JSON.parse(msg.mensagem).nome).toBe('faturafdp.pdf');
    const file = await fetchPlain(res.json().url);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="faturafdp.pdf"/);
  });

  it('stores a real PNG under a random name, adds the arquivo message and serves it by signed url', async () => {
    const u = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const id = await ticketOf(u);
    const png = await realPng();
    const res = await upload(u.auth, id, png, 'C:\\Users\\ana\\Tela do erro.png');
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/arquivos\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]{43}$/);

    const stored = (await storedFiles()).find((f) => url.includes(f));
    expect(stored).toMatch(/^[a-f0-9]{32}\.png$/);
    // written again without metadata: the same picture, not the same bytes
    const guardado = (await readStoredFile(t.db, stored!))!;
    expect(await sharp(guardado).metadata()).toMatchObject({ format: 'png', width: 12, height: 8 });

    const file = await fetchPlain(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // a file is never framed by another site, like every other answer
    expect(file.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="Tela do erro.png"/);
    expect(file.rawPayload).toEqual(guardado);

    // Both sides see it, as the spec's JSON text {"url","nome"}, with a working url.
    for (const who of [u, rh]) {
      const [msg] = await messagesOf(who.auth, id);
      expect(msg).toMatchObject({ tipo: 'arquivo', remetente: 'usuario' });
      const content = JSON.parse(msg.mensagem);
      expect(content).toEqual({ url, nome: 'Tela do erro.png' });
      expect((await fetchPlain(content.url)).statusCode).toBe(200);
    }
    // Staff uploads are the suporte side.
    const jpg = await upload(rh.auth, id, await realJpeg(), 'resposta.jpeg');
    expect(jpg.statusCode).toBe(201);
    const list = await messagesOf(u.auth, id);
    expect(list[1].remetente).toBe('suporte');
    expect((await fetchPlain(jpg.json().url)).headers['content-type']).toBe('image/jpeg');
  });

  it('accepts gif, pdf, docx and an old-format doc; non-images download as attachments', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const cases: [Buffer, string, string, 'inline' | 'attachment'][] = [
      [realGif(), 'animacao.gif', 'image/gif', 'inline'],
      [realPdf(), 'Relatório de férias.pdf', 'application/pdf', 'attachment'],
      [
        realDocx(),
        'procedimento.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'attachment',
      ],
      [cfbContainer('WordDocument'), 'antigo.doc', 'application/msword', 'attachment'],
      [cfbContainer('Workbook'), 'antigo.xls', 'application/vnd.ms-excel', 'attachment'],
    ];
    for (const [bytes, name, type, disposition] of cases) {
      const res = await upload(u.auth, id, bytes, name);
      expect(res.statusCode, name).toBe(201);
      const file = await fetchPlain(res.json().url);
      expect(file.statusCode, name).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toMatch(new RegExp(`^${disposition}; `));
      // documents are kept as sent; a picture is written again without its metadata
      if (disposition === 'attachment') expect(file.rawPayload).toEqual(bytes);
      else expect((await sharp(file.rawPayload).metadata()).format).toBe('gif');
    }
    const listed = (await messagesOf(u.auth, id)).map((m: { mensagem: string }) =>
      JSON.parse(m.mensagem),
    );
    expect(listed.map((f: { nome: string }) => f.nome)).toEqual(cases.map((c) => c[1]));
    const pdf = await fetchPlain(listed[1].url);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Relato_rio de fe_rias.pdf"; filename*=UTF-8''${encodeURIComponent('Relatório de férias.pdf')}`,
    );
    // five files and the gif's thumbnail
    expect(await storedFiles()).toHaveLength(6);
  });

  it('403 for unsigned, altered or expired urls and path traversal; 404 on a signed url of no file', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const { url } = (await upload(u.auth, id, await realPng(), 'a.png')).json();
    const [pathPart, query] = url.split('?');
    const params = new URLSearchParams(query);
    const exp = params.get('exp')!;
    const sig = params.get('sig')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    const signer = new FileUrlSigner('segredo-de-teste-com-mais-de-32-caracteres');
    const name = pathPart.split('/').pop()!;
    const expired = signer.url(name, Math.floor(Date.now() / 1000) - 1);
    const otherKey = new FileUrlSigner('outro-segredo-com-mais-de-32-caracteres-x').url(name);
    const refused = [
      pathPart,
      `${pathPart}?exp=${exp}`,
      `${pathPart}?sig=${sig}`,
      `${pathPart}?exp=${Number(exp) + 900}&sig=${sig}`,
      `${pathPart}?exp=${exp}&sig=${flipped}`,
      `${pathPart}?exp=${exp}&sig=${sig}&sig=${sig}`,
      expired,
      otherKey,
      // someone else's name with this signature
      `/api/arquivos/${'0'.repeat(32)}.png?exp=${exp}&sig=${sig}`,
      `/api/arquivos/..%2F..%2Fjwt-secret?exp=${exp}&sig=${sig}`,
      `/api/arquivos/..%2Fportal.db?exp=${exp}&sig=${sig}`,
    ];
    for (const bad of refused) {
      const res = await fetchPlain(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().error).toBe('Link de arquivo inválido ou expirado.');
    }
    // A correctly signed url for a name that is no stored file, or outside the uploads folder.
    const signedFor = (n: string) =>
      `/api/arquivos/${encodeURIComponent(n)}?${signer.url(n).split('?')[1]}`;
    expect((await fetchPlain(signedFor(`${'0'.repeat(32)}.png`))).statusCode).toBe(404);
    for (const outside of ['../portal.db', '../jwt-secret', '.', 'A'.repeat(32) + '.png']) {
      expect((await fetchPlain(signedFor(outside))).statusCode, outside).toBe(403);
    }
    expect((await fetchPlain(url)).statusCode).toBe(200);
  });

  it('signed urls stay the same across polls and expire after at least an hour', () => {
    const signer = new FileUrlSigner('segredo-de-teste-com-mais-de-32-caracteres');
    const t0 = Date.UTC(2026, 0, 5, 12, 1, 0);
    const exp = FileUrlSigner.expiryFor(t0);
    expect(exp - t0 / 1000).toBeGreaterThanOrEqual(3600);
    expect(exp - t0 / 1000).toBeLessThanOrEqual(3600 + 900);
    expect(FileUrlSigner.expiryFor(t0 + 3500)).toBe(exp);
    const url = signer.url('a'.repeat(32) + '.png', exp);
    const q = new URLSearchParams(url.split('?')[1]);
    expect(signer.verify('a'.repeat(32) + '.png', q.get('exp'), q.get('sig'), t0)).toBeGreaterThan(
      3599,
    );
    expect(signer.verify('a'.repeat(32) + '.png', q.get('exp'), q.get('sig'), exp * 1000)).toBe(
      null,
    );
  });

  it("the chat's photo urls stay the same for a day, and the browser keeps the photo until then", async () => {
    const t0 = Date.UTC(2026, 0, 5, 12, 1, 0);
    const exp = FileUrlSigner.expiryDiaria(t0);
    expect(exp % 86400).toBe(0);
    expect(exp - t0 / 1000).toBeGreaterThanOrEqual(86400);
    expect(exp - t0 / 1000).toBeLessThan(2 * 86400);
    // the same url all day long (the old 15-minute window moved 47 times meanwhile)
    expect(FileUrlSigner.expiryDiaria(t0 + 11 * 3600 * 1000)).toBe(exp);

    const u = await buildUser(t);
    const id = await ticketOf(u);
    const res = await upload(u.auth, id, await realPng(), 'foto.png');
    const { url } = res.json();
    const exps = new URLSearchParams(url.split('?')[1]).get('exp');
    expect(Number(exps)).toBe(FileUrlSigner.expiryDiaria(Date.now()));
    const [msg] = await messagesOf(u.auth, id);
    expect(JSON.parse(msg.mensagem).url).toBe(url);
    const file = await fetchPlain(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(Number(/max-age=(\d+)/.exec(String(file.headers['cache-control']))![1])).toBeGreaterThan(
      86400 - 60,
    );
    // still signed: without or with a wrong signature, refused
    expect((await fetchPlain(url.split('?')[0])).statusCode).toBe(403);
    expect(
      (
        await fetchPlain(
          url.replace(/sig=(.)/, (_: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('a photo gets a small thumbnail at upload, without metadata; the original stays one tap away', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const foto = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#2f6b3f' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Fazenda Santa Marta', Artist: 'Ana' } })
      .toBuffer();
    expect((await sharp(foto).metadata()).exif).toBeTruthy();
    const res = await upload(u.auth, id, foto, 'coletor.jpg');
    expect(res.statusCode).toBe(201);
    const [msg] = await messagesOf(u.auth, id);
    const { url } = JSON.parse(msg.mensagem);
    expect(url).toBe(res.json().url);
    expect(msg.miniatura_url).toMatch(
      /^\/api\/arquivos\/[a-f0-9]{32}\.jpg\?exp=\d+&sig=[\w-]{43}$/,
    );
    expect(msg.miniatura_url).not.toBe(url);

    const mini = await fetchPlain(msg.miniatura_url);
    expect(mini.statusCode).toBe(200);
    expect(mini.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(mini.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect(meta.exif).toBeUndefined();
    expect(mini.rawPayload.length).toBeLessThan(foto.length);
    // the original is one tap away, the whole picture without its metadata
    const original = await sharp((await fetchPlain(url)).rawPayload).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(original.exif).toBeUndefined();

    // a document gets no thumbnail; a photo stored before thumbnails shows its original
    await upload(u.auth, id, realPdf(), 'nota.pdf');
    const [, pdf] = await messagesOf(u.auth, id);
    expect(pdf).not.toHaveProperty('miniatura_url');
    const guardada = await t.db
      .selectFrom('mensagens')
      .selectAll()
      .where('id', '=', msg.id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...semId } = guardada;
    await t.db
      .insertInto('mensagens')
      .values({ ...semId, miniatura: null })
      .execute();
    const antiga = (await messagesOf(u.auth, id)).at(-1);
    expect(antiga.miniatura_url).toBe(JSON.parse(antiga.mensagem).url);
  });
});

describe('a photo sent to the chat keeps no metadata', () => {
  /** A photo as a phone takes it: camera, software, owner and GPS in its EXIF, lying on its side. */
  const fotoDeCelular = () =>
    sharp({ create: { width: 60, height: 40, channels: 3, background: '#6b8e23' } })
      .jpeg()
      .withExif({
        IFD0: {
          Make: 'CameraFalante',
          Model: 'Modelo X',
          Software: 'EditorY',
          Artist: 'Ana Colaboradora',
        },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '19/1 55/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();

  it('the original is stored and served without EXIF, GPS, camera or owner, turned upright', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const foto = await fotoDeCelular();
    expect(foto.includes(Buffer.from('Ana Colaboradora'))).toBe(true);
    const res = await upload(u.auth, id, foto, 'IMG_0042.jpg');
    expect(res.statusCode).toBe(201);
    const nome = (await storedFiles()).find((f) => res.json().url.includes(f))!;
    const guardado = (await readStoredFile(t.db, nome))!;
    const servido = (await fetchPlain(res.json().url)).rawPayload;
    expect(servido).toEqual(guardado);
    for (const marca of ['Ana Colaboradora', 'CameraFalante', 'Modelo X', 'EditorY', 'Exif']) {
      expect(guardado.includes(Buffer.from(marca)), marca).toBe(false);
    }
    const meta = await sharp(guardado).metadata();
    expect(meta.exif).toBeUndefined();
    // orientation 6 is a quarter turn: the stored picture is upright, 40 × 60
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    const [msg] = await messagesOf(u.auth, id);
    expect(JSON.parse(msg.mensagem).nome).toBe('IMG_0042.jpg');
  });

  it('a PNG loses its text chunks, an animated GIF keeps its frames', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .withMetadata({ exif: { IFD0: { Artist: 'Ana Colaboradora' } } })
      .toBuffer();
    expect(png.includes(Buffer.from('Ana Colaboradora'))).toBe(true);
    const quadro = (cor: string) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: cor } })
        .png()
        .toBuffer();
    const gif = await sharp([await quadro('#2f6b3f'), await quadro('#d9a441')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    for (const [bytes, nomeArquivo] of [
      [png, 'tela.png'],
      [gif, 'giro.gif'],
    ] as const) {
      const res = await upload(u.auth, id, bytes, nomeArquivo);
      expect(res.statusCode, nomeArquivo).toBe(201);
      const nome = (await storedFiles()).find((f) => res.json().url.includes(f))!;
      const guardado = (await readStoredFile(t.db, nome))!;
      expect(guardado.includes(Buffer.from('Ana Colaboradora'))).toBe(false);
      expect((await sharp(guardado).metadata()).exif).toBeUndefined();
      if (nomeArquivo === 'giro.gif') expect((await sharp(guardado).metadata()).pages).toBe(2);
    }
  });

  it('an image that cannot be read (so not cleaned) is refused with 400, nothing stored', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const foto = await fotoDeCelular();
    const quebrada = Buffer.concat([foto.subarray(0, 40), Buffer.alloc(200, 0x41)]);
    const res = await upload(u.auth, id, quebrada, 'quebrada.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(IMAGEM_ILEGIVEL);
    expect(await storedFiles()).toEqual([]);
    expect(await messagesOf(u.auth, id)).toEqual([]);
  });
});

describe('files kept on disk by an older version', () => {
  it('move into the database at start when a row refers to them; others stay where they are', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const png = await realPng();
    const nome = `${'b'.repeat(32)}.png`;
    const solto = `${'c'.repeat(32)}.png`;
    const dir = path.join(t.dataDir, 'uploads');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, nome), png);
    fs.writeFileSync(path.join(dir, solto), png);
    await t.db
      .insertInto('arquivos')
      .values({
        atendimento_id: id,
        nome_original: 'antiga.png',
        nome_armazenado: nome,
        content_type: 'image/png',
        tamanho: png.length,
        criado_em: new Date().toISOString(),
      })
      .execute();
    // the next start (here: a second app on the same data) imports it
    const depois = await createSecondInstance(t);
    try {
      expect(await readStoredFile(t.db, nome)).toEqual(png);
      expect(fs.existsSync(path.join(dir, nome))).toBe(false);
      expect(fs.existsSync(path.join(dir, solto))).toBe(true);
      expect(await readStoredFile(t.db, solto)).toBeNull();
      expect(await importFilesFromDisk(t.db, t.dataDir)).toBe(0);
    } finally {
      await depois.close();
    }
  });
});
