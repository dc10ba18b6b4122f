/**
 * Voice messages in the support chat (docs/product/atendimentos.md, "Mensagens de voz"): audio
 * judged by its bytes, at most 5 MB, stored like every chat file, described with `mime` and
 * `duracao`, played through the same signed links; anything else that claims to be audio refused.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, linhasDe, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import {
  audioMp4,
  audioOgg,
  audioWebm,
  multipart,
  realPdf,
  realPng,
} from '../../test/file-fixtures.js';
import { AUDIO_GRANDE_DEMAIS, AUDIO_NAO_ACEITO } from '../../lib/audio.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const ticketOf = async (u: BuiltUser) =>
  (await t.app.inject({ method: 'POST', url: '/api/atendimentos', headers: u.auth })).json()
    .atendimentoId as number;
const enviar = (
  u: BuiltUser,
  id: number,
  bytes: Buffer,
  nome: string,
  opts: { tipo?: string; duracao?: string } = {},
) => {
  const body = multipart(bytes, nome, {
    contentType: opts.tipo ?? 'audio/webm',
    ...(opts.duracao !== undefined ? { campos: { duracao: opts.duracao } } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${id}/upload`,
    headers: { ...u.auth, ...body.headers },
    payload: body.payload,
  });
};
const mensagens = async (u: BuiltUser, id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/atendimentos/${id}/mensagens`, headers: u.auth })
  ).json() as { tipo: string; remetente: string; mensagem: string }[];
const guardados = () => linhasDe(t.db, 'arquivos_armazenados');

describe('voice messages', () => {
  it('WebM, Ogg and MP4 audio become `arquivo` messages with mime and duration, playable by both sides', async () => {
    const dono = await buildUser(t);
    const suporte = await buildUser(t, { role: 'rh' });
    const id = await ticketOf(dono);
    const casos = [
      {
        bytes: audioWebm(),
        nome: 'mensagem-de-voz.webm',
        tipo: 'audio/webm;codecs=opus',
        mime: 'audio/webm',
      },
      { bytes: audioOgg(), nome: 'mensagem-de-voz.ogg', tipo: 'audio/ogg', mime: 'audio/ogg' },
      { bytes: audioMp4(), nome: 'mensagem-de-voz.m4a', tipo: 'audio/mp4', mime: 'audio/mp4' },
    ];
    for (const [i, c] of casos.entries()) {
      const res = await enviar(i === 1 ? suporte : dono, id, c.bytes, c.nome, {
        tipo: c.tipo,
        duracao: String(12.4 + i),
      });
      expect(res.statusCode, c.nome).toBe(201);
    }
    for (const leitor of [dono, suporte]) {
      const lista = (await mensagens(leitor, id)).filter((m) => m.tipo === 'arquivo');
      expect(lista.map((m) => m.remetente)).toEqual(['usuario', 'suporte', 'usuario']);
      const descricoes = lista.map((m) => JSON.parse(m.mensagem));
      expect(descricoes.map((d) => [d.mime, d.duracao])).toEqual([
        ['audio/webm', 12],
        ['audio/ogg', 13],
        ['audio/mp4', 14],
      ]);
      for (const [i, d] of descricoes.entries()) {
        const arquivo = await t.app.inject({ method: 'GET', url: d.url });
        expect(arquivo.statusCode).toBe(200);
        expect(arquivo.headers['content-type']).toBe(casos[i]!.mime);
        expect(arquivo.headers['x-content-type-options']).toBe('nosniff');
        expect(arquivo.rawPayload.equals(casos[i]!.bytes)).toBe(true);
      }
    }
  });

  it('a voice message is served by byte ranges too, as Safari’s player asks for it', async () => {
    const dono = await buildUser(t);
    const id = await ticketOf(dono);
    const bytes = audioWebm();
    expect((await enviar(dono, id, bytes, 'voz.webm')).statusCode).toBe(201);
    const [m] = (await mensagens(dono, id)).filter((x) => x.tipo === 'arquivo');
    const { url } = JSON.parse(m!.mensagem) as { url: string };
    const pedir = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    const inteiro = await pedir();
    expect(inteiro.statusCode).toBe(200);
    expect(inteiro.headers['accept-ranges']).toBe('bytes');
    expect(inteiro.rawPayload.equals(bytes)).toBe(true);

    // Safari's first question: the first two bytes
    const inicio = await pedir({ range: 'bytes=0-1' });
    expect(inicio.statusCode).toBe(206);
    expect(inicio.headers['content-range']).toBe(`bytes 0-1/${bytes.length}`);
    expect(inicio.headers['content-length']).toBe('2');
    expect(inicio.headers['content-type']).toBe('audio/webm');
    expect(inicio.rawPayload.equals(bytes.subarray(0, 2))).toBe(true);

    const resto = await pedir({ range: 'bytes=10-' });
    expect(resto.statusCode).toBe(206);
    expect(resto.headers['content-range']).toBe(`bytes 10-${bytes.length - 1}/${bytes.length}`);
    expect(resto.rawPayload.equals(bytes.subarray(10))).toBe(true);

    const fim = await pedir({ range: 'bytes=-5' });
    expect(fim.statusCode).toBe(206);
    expect(fim.rawPayload.equals(bytes.subarray(bytes.length - 5))).toBe(true);

    // past the end: 416 with the size, in Portuguese
    const fora = await pedir({ range: `bytes=${bytes.length + 10}-` });
    expect(fora.statusCode).toBe(416);
    expect(fora.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(fora.json().error).toBe('Trecho do arquivo fora do seu tamanho.');

    // several ranges, or one that is not of bytes: the whole file
    for (const range of ['bytes=0-1, 5-6', 'linhas=0-1', 'qualquer coisa']) {
      const r = await pedir({ range });
      expect(r.statusCode, range).toBe(200);
      expect(r.rawPayload.equals(bytes), range).toBe(true);
    }
    // the signature still decides: an altered link gets 403 with or without a range
    const alterado = url.replace(/sig=[^&]+/, 'sig=AAAA');
    const semAssinatura = await t.app.inject({
      method: 'GET',
      url: alterado,
      headers: { range: 'bytes=0-1' },
    });
    expect(semAssinatura.statusCode).toBe(403);
  });

  it('a duration is optional; one out of range is refused in Portuguese, nothing stored', async () => {
    const dono = await buildUser(t);
    const id = await ticketOf(dono);
    const sem = await enviar(dono, id, audioWebm(), 'voz.webm');
    expect(sem.statusCode).toBe(201);
    const antes = await guardados();
    for (const duracao of ['abc', '0', '500', '-3']) {
      const res = await enviar(dono, id, audioWebm(), 'voz.webm', { duracao });
      expect(res.statusCode, duracao).toBe(400);
      expect(res.json().error).toMatch(/duração da mensagem de voz/);
    }
    expect(await guardados()).toBe(antes);
    const [m] = (await mensagens(dono, id)).filter((x) => x.tipo === 'arquivo');
    expect(JSON.parse(m!.mensagem)).not.toHaveProperty('duracao');
  });

  it('what claims to be audio and is not (or carries video) gets 400; over 5 MB gets 413', async () => {
    const dono = await buildUser(t);
    const id = await ticketOf(dono);
    const recusados: [Buffer, string, string][] = [
      [await realPng(), 'voz.webm', 'audio/webm'],
      [realPdf(), 'documento.pdf', 'audio/ogg'],
      [audioWebm(true), 'video.webm', 'video/webm'],
      [audioMp4(true), 'video.mp4', 'video/mp4'],
      [Buffer.from('ID3 isto não é um mp3 de verdade'), 'musica.mp3', 'audio/mpeg'],
    ];
    for (const [bytes, nome, tipo] of recusados) {
      const res = await enviar(dono, id, bytes, nome, { tipo });
      expect(res.statusCode, nome).toBe(400);
      expect(res.json().error).toBe(AUDIO_NAO_ACEITO);
    }
    const grande = Buffer.concat([audioWebm(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await enviar(dono, id, grande, 'longa.webm');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(AUDIO_GRANDE_DEMAIS);
    expect(await guardados()).toBe(0);
    expect((await mensagens(dono, id)).filter((m) => m.tipo === 'arquivo')).toEqual([]);
  });
});
