import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildDenuncia, buildUser } from '../../test/factories.js';
import { audioWebm, htmlPage, realPdf } from '../../test/file-fixtures.js';
import { OUVIDORIA_SEM_AUDIO } from './anexos.js';
import { readStoredFile } from '../../lib/files.js';
import { multipart } from '../../test/multipart.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const anexar = (
  creds: { protocolo: string; chave: string },
  file?: { name: string; body: Buffer },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/denuncias/acompanhamento/anexos',
    ...multipart({ protocolo: creds.protocolo, chave: creds.chave }, file),
  });

/** A photo as a phone takes it: camera, software, author and GPS in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b8e23' } })
    .jpeg()
    .withExif({
      IFD0: {
        Make: 'CameraFalante',
        Model: 'Modelo X',
        Software: 'EditorY',
        Artist: 'Joana Denunciante',
      },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '19/1 55/1 0/1' },
    })
    .toBuffer();

describe('POST /api/denuncias/acompanhamento/anexos', () => {
  it('keeps a photo without any of its metadata, and staff open it by a signed link', async () => {
    const c = await buildDenuncia(t);
    const photo = await phonePhoto();
    expect(photo.includes(Buffer.from('Joana Denunciante'))).toBe(true);
    const res = await anexar(c, { name: 'foto.jpg', body: photo });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, nome: 'anexo-1.jpg', tamanho: expect.any(Number) });

    const [row] = await t.db.selectFrom('denuncia_anexos').selectAll().execute();
    const stored = (await readStoredFile(t.db, row!.nome_armazenado))!;
    for (const marker of ['Joana Denunciante', 'CameraFalante', 'EditorY', 'Exif']) {
      expect(stored.includes(Buffer.from(marker)), marker).toBe(false);
    }
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');
    expect(row!.enviado_em).toMatch(/T\d\d:00:00\.000Z$/);

    // the reporter sees it by name and size; staff by a signed link that needs no bearer
    const seen = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias/acompanhamento',
      payload: { protocolo: c.protocolo, chave: c.chave },
    });
    expect(seen.json().anexos).toEqual([{ nome: 'anexo-1.jpg', tamanho: stored.length }]);
    const admin = await buildUser(t, { role: 'admin' });
    const caso = (
      await t.app.inject({ url: `/api/admin/denuncias/${c.id}`, headers: admin.auth })
    ).json();
    expect(caso.anexos).toEqual([
      expect.objectContaining({
        nome: 'anexo-1.jpg',
        autor: 'denunciante',
        tamanho: stored.length,
      }),
    ]);
    const file = await t.app.inject({ url: caso.anexos[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(stored)).toBe(true);
    // One character of the signature changed (to another one: it may have been an A already).
    const tamperedUrl = caso.anexos[0].url.replace(
      /sig=(.)/,
      (_: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`,
    );
    expect(tamperedUrl).not.toBe(caso.anexos[0].url);
    const tampered = await t.app.inject({ url: tamperedUrl });
    expect(tampered.statusCode).toBe(403);
    // a chat file's url cannot open evidence: the keys differ by purpose
    const chatUrl = caso.anexos[0].url.replace('/api/admin/denuncias/anexos/', '/api/arquivos/');
    expect((await t.app.inject({ url: chatUrl })).statusCode).not.toBe(200);
  });

  it('takes no audio, saying why (a voice can identify the reporter), keeping nothing', async () => {
    const c = await buildDenuncia(t);
    for (const name of ['relato.webm', 'relato.m4a', 'relato.ogg']) {
      const res = await anexar(c, { name, body: audioWebm() });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error).toBe(OUVIDORIA_SEM_AUDIO);
    }
    expect(await t.db.selectFrom('denuncia_anexos').selectAll().execute()).toEqual([]);
  });

  it('keeps a PDF as sent', async () => {
    const c = await buildDenuncia(t);
    const pdf = realPdf();
    expect((await anexar(c, { name: 'nota.pdf', body: pdf })).statusCode).toBe(201);
    const [row] = await t.db.selectFrom('denuncia_anexos').selectAll().execute();
    expect((await readStoredFile(t.db, row!.nome_armazenado))!.equals(pdf)).toBe(true);
  });

  it('takes at most 10 files per case, named in order, and says so in Portuguese beyond', async () => {
    const c = await buildDenuncia(t);
    for (let i = 1; i <= 10; i++) {
      const res = await anexar(c, { name: `prova-${i}.pdf`, body: realPdf() });
      expect(res.statusCode, `arquivo ${i}`).toBe(201);
      expect(res.json().nome).toBe(`anexo-${i}.pdf`);
    }
    const demais = await anexar(c, { name: 'prova-11.pdf', body: realPdf() });
    expect(demais.statusCode).toBe(413);
    expect(demais.json().error).toBe(
      'Esta denúncia já recebeu o máximo de anexos: 10 arquivos ou 50 MB ao todo.',
    );
    const guardados = await t.db
      .selectFrom('denuncia_anexos')
      .select('id')
      .where('denuncia_id', '=', c.id)
      .execute();
    expect(guardados).toHaveLength(10);
    // another case has its own quota
    const outro = await buildDenuncia(t);
    expect((await anexar(outro, { name: 'a.pdf', body: realPdf() })).statusCode).toBe(201);
  });

  it('refuses a wrong key, a disguised file, a missing file and a closed case, keeping nothing', async () => {
    const c = await buildDenuncia(t);
    const photo = await phonePhoto();
    expect(
      (await anexar({ ...c, chave: '0'.repeat(16) }, { name: 'f.jpg', body: photo })).statusCode,
    ).toBe(401);
    const html = await anexar(c, { name: 'foto.png', body: htmlPage() });
    expect(html.statusCode).toBe(400);
    expect(html.json().error).toMatch(/não corresponde à extensão/);
    expect((await anexar(c)).statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias/acompanhamento/anexos',
      payload: { protocolo: c.protocolo, chave: c.chave },
    });
    expect(notMultipart.statusCode).toBe(400);
    await t.db
      .updateTable('denuncias')
      .set({ status: 'arquivada' })
      .where('id', '=', c.id)
      .execute();
    expect((await anexar(c, { name: 'f.jpg', body: photo })).statusCode).toBe(409);
    expect(await t.db.selectFrom('denuncia_anexos').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('arquivos_armazenados').select('nome').execute()).toEqual([]);
  });
});
