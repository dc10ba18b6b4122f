/**
 * Applications (docs/product/conteudo.md): sent without an account, only with the privacy
 * acknowledgement and a CV that is a PDF, DOC or DOCX by its bytes; read by rh and admin, each CV
 * only through its signed link; erased with the CV when their retention ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CIENCIA_OBRIGATORIA,
  CURRICULO_GRANDE,
  CURRICULO_TIPOS,
} from '../../../common/schemas/conteudo.js';
import { RETENCAO } from '../../../common/retencao.js';
import { aplicarRetencao } from '../../core/retencao.js';
import { createTestApp, linhasDe, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import { elevenMiB, realDocx, realPdf, realPng } from '../../test/file-fixtures.js';
import { formularioMultipart } from '../../test/multipart.js';

let t: TestApp;
let rh: BuiltUser;
let admin: BuiltUser;
let vagaAberta: number;
let vagaFechada: number;

beforeAll(async () => {
  t = await createTestApp({ limits: { candidaturasPerWindow: 1000 } });
  rh = await buildUser(t, { role: 'rh' });
  admin = await buildUser(t, { role: 'admin' });
  const criar = async (aberta: boolean) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/conteudo/vagas',
        headers: rh.auth,
        payload: {
          titulo: 'Tratorista',
          local: 'Araguari (MG)',
          tipo: 'safra',
          descricao: 'Operar trator.',
          requisitos: 'CNH.',
          aberta,
          encerra_em: '2099-12-31',
        },
      })
    ).json().id as number;
  vagaAberta = await criar(true);
  vagaFechada = await criar(false);
});
afterAll(() => t.close());

const campos = (over: Record<string, string> = {}) => ({
  nome: 'Maria Candidata',
  email: 'maria@exemplo.com.br',
  telefone: '(34) 99876-5432',
  mensagem: 'Tenho experiência na colheita.',
  ciente_privacidade: 'true',
  ...over,
});

const enviar = (fields: Record<string, string>, arquivo?: { name: string; body: Buffer }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidaturas',
    ...formularioMultipart(fields, arquivo ? [{ field: 'curriculo', ...arquivo }] : []),
  });

const contar = () => linhasDe(t.db, 'candidaturas');

/** An application of this test's own, to the open opening, with a CV: its row. */
async function candidatar(nome: string) {
  const r = await enviar(campos({ nome, vaga_id: String(vagaAberta) }), {
    name: `Currículo ${nome}.pdf`,
    body: realPdf(),
  });
  expect(r.statusCode).toBe(201);
  return t.db
    .selectFrom('candidaturas')
    .select(['id', 'curriculo'])
    .where('nome', '=', nome)
    .executeTakeFirstOrThrow();
}

describe('sending an application', () => {
  it('without the privacy acknowledgement: 400, nothing kept', async () => {
    const antes = await contar();
    for (const ciente of [undefined, 'false', '']) {
      const f = campos();
      if (ciente === undefined) delete (f as Record<string, string>).ciente_privacidade;
      else f.ciente_privacidade = ciente;
      const r = await enviar(f, { name: 'cv.pdf', body: realPdf() });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe(CIENCIA_OBRIGATORIA);
    }
    expect(await contar()).toBe(antes);
  });

  it('a PNG named cv.pdf, an image, a text: 400 by the bytes', async () => {
    for (const arquivo of [
      { name: 'cv.pdf', body: await realPng() },
      { name: 'cv.png', body: await realPng() },
      { name: 'cv.docx', body: realPdf() },
      { name: 'cv.txt', body: Buffer.from('meu currículo') },
    ]) {
      const r = await enviar(campos(), arquivo);
      expect(r.statusCode, arquivo.name).toBe(400);
      expect(r.json().error).toBe(CURRICULO_TIPOS);
    }
  });

  it('without a CV, with a bad e-mail or phone: 400 in Portuguese', async () => {
    expect((await enviar(campos())).statusCode).toBe(400);
    const email = await enviar(campos({ email: 'maria' }), { name: 'cv.pdf', body: realPdf() });
    expect(email.json().error).toMatch(/e-mail válido/);
    const tel = await enviar(campos({ telefone: '123' }), { name: 'cv.pdf', body: realPdf() });
    expect(tel.json().error).toMatch(/telefone/);
  });

  it('a CV over 5 MB: 413, saying the CV’s own limit', async () => {
    const antes = await contar();
    for (const body of [Buffer.concat([realPdf(), Buffer.alloc(5 * 1024 * 1024)]), elevenMiB()]) {
      const r = await enviar(campos(), { name: 'cv.pdf', body });
      expect(r.statusCode).toBe(413);
      expect(r.json().error).toBe(CURRICULO_GRANDE);
    }
    expect(await contar()).toBe(antes);
  });

  it('to a closed opening: 400; spontaneous or to an open one: 201', async () => {
    const fechada = await enviar(campos({ vaga_id: String(vagaFechada) }), {
      name: 'cv.pdf',
      body: realPdf(),
    });
    expect(fechada.statusCode).toBe(400);
    const antes = await contar();
    const r1 = await enviar(campos({ vaga_id: String(vagaAberta) }), {
      name: 'Currículo Maria.pdf',
      body: realPdf(),
    });
    expect(r1.statusCode).toBe(201);
    expect(r1.json()).toEqual({ ok: true });
    const r2 = await enviar(campos({ nome: 'João Espontâneo' }), {
      name: 'cv.docx',
      body: realDocx(),
    });
    expect(r2.statusCode).toBe(201);
    expect(await contar()).toBe(antes + 2);
  });

  it('a filled honeypot is told all went well, and nothing is kept', async () => {
    const antes = await contar();
    const r = await enviar(campos({ site: 'http://spam' }), { name: 'cv.pdf', body: realPdf() });
    expect(r.statusCode).toBe(201);
    expect(await contar()).toBe(antes);
  });

  it('per address: 429 past the limit', async () => {
    const outro = await createTestApp({ limits: { candidaturasPerWindow: 1 } });
    try {
      const envio = () =>
        outro.app.inject({
          method: 'POST',
          url: '/api/candidaturas',
          ...formularioMultipart(campos(), [
            { field: 'curriculo', name: 'cv.pdf', body: realPdf() },
          ]),
        });
      expect((await envio()).statusCode).toBe(201);
      expect((await envio()).statusCode).toBe(429);
    } finally {
      await outro.close();
    }
  });
});

describe('reading applications', () => {
  it('rh and admin list them, audited; each CV opens only through its signed link', async () => {
    await candidatar('Maria Leitora');
    const r = await t.app.inject({ url: '/api/admin/candidaturas', headers: rh.auth });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const lista = r.json() as { nome: string; vaga_titulo: string | null; curriculo_url: string }[];
    const maria = lista.find((c) => c.nome === 'Maria Leitora')!;
    expect(maria.vaga_titulo).toBe('Tratorista');
    // the name the candidate's device gave is nowhere
    expect(
      JSON.stringify(await t.db.selectFrom('candidaturas').selectAll().execute()),
    ).not.toContain('Currículo Maria');
    const cv = await t.app.inject({ url: maria.curriculo_url });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toMatch(/^attachment/);
    expect(cv.rawPayload.equals(realPdf())).toBe(true);
    const [caminho] = maria.curriculo_url.split('?');
    for (const url of [
      caminho!,
      `${caminho}?exp=9999999999&sig=${'A'.repeat(43)}`,
      maria.curriculo_url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`),
    ]) {
      for (const headers of [{}, rh.auth, admin.auth]) {
        const x = await t.app.inject({ url, headers });
        expect(x.statusCode, url).toBe(403);
      }
    }
    const entradas = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('acao', '=', 'conteudo_candidaturas_lidas')
      .execute();
    expect(entradas.at(-1)?.login).toBe(rh.user.login);
    expect(entradas.at(-1)?.detalhes).not.toContain('Maria');
  });

  it('pages newest first, by opening or spontaneous, with the count; a bad filter is a 400', async () => {
    for (let i = 0; i < 23; i++) {
      const r = await enviar(
        campos({ nome: `Safrista ${i}`, ...(i % 3 ? { vaga_id: String(vagaAberta) } : {}) }),
        { name: 'cv.pdf', body: realPdf() },
      );
      expect(r.statusCode).toBe(201);
    }
    const ler = (q: string) =>
      t.app.inject({ url: `/api/admin/candidaturas?${q}`, headers: rh.auth });
    const todas = await ler('');
    const total = Number(todas.headers['x-total-count']);
    expect(total).toBe((todas.json() as unknown[]).length);
    expect(total).toBeGreaterThanOrEqual(23);

    const p1 = await ler('pagina=1');
    const p2 = await ler('pagina=2');
    expect(p1.json()).toHaveLength(20);
    expect(p1.headers['x-total-count']).toBe(String(total));
    const ids = [...p1.json(), ...p2.json()].map((c: { id: number }) => c.id);
    // pages do not overlap, and together are the whole list in its order (newest first)
    expect(ids).toEqual((todas.json() as { id: number }[]).slice(0, ids.length).map((c) => c.id));
    expect((p1.json() as { nome: string }[])[0]!.nome).toBe('Safrista 22');

    const daVaga = await ler(`vaga=${vagaAberta}&pagina=1&por_pagina=100`);
    const nomes = (daVaga.json() as { nome: string; vaga_id: number }[]).map((c) => c.nome);
    expect(nomes).toContain('Safrista 1');
    expect(nomes).not.toContain('Safrista 0');
    expect((daVaga.json() as { vaga_id: number }[]).every((c) => c.vaga_id === vagaAberta)).toBe(
      true,
    );
    const espontaneas = await ler('vaga=espontanea&pagina=1&por_pagina=100');
    const semVaga = espontaneas.json() as { nome: string; vaga_titulo: string | null }[];
    expect(semVaga.map((c) => c.nome)).toContain('Safrista 0');
    expect(semVaga.every((c) => c.vaga_titulo === null)).toBe(true);
    expect(
      Number(daVaga.headers['x-total-count']) + Number(espontaneas.headers['x-total-count']),
    ).toBe(total);

    for (const q of ['pagina=0', 'pagina=x', 'vaga=abc', 'vaga=-1', 'por_pagina=101', 'de=1']) {
      const r = await ler(q);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().error, q).toMatch(/inválid|No máximo|Filtro desconhecido/);
    }
  });

  it('a CV url signed for another kind of file does not open a CV', async () => {
    await candidatar('Ana Assinada');
    const lista = (
      await t.app.inject({ url: '/api/admin/candidaturas', headers: admin.auth })
    ).json() as { nome: string; curriculo_url: string }[];
    const url = new URL(lista.find((c) => c.nome === 'Ana Assinada')!.curriculo_url, 'http://x');
    const nome = url.pathname.split('/').pop()!;
    // the chat's signed route, with the CV's signature
    const x = await t.app.inject({ url: `/api/arquivos/${nome}${url.search}` });
    expect(x.statusCode).toBe(403);
  });
});

describe('retention', () => {
  it('erases applications past their time with their CV, keeps the recent, audits counts only', async () => {
    expect(RETENCAO.candidaturas.dias).toBe(365);
    const velha = await candidatar('Velha Candidata');
    const antiga = new Date(Date.now() - 366 * 24 * 3600_000).toISOString();
    await t.db
      .updateTable('candidaturas')
      .set({ criado_em: antiga })
      .where('id', '=', velha.id)
      .execute();
    const antes = await contar();
    const r = await aplicarRetencao(t.app.ctx, t.app.ctx.dadosPessoais);
    expect(r.candidaturas?.candidaturas).toBe(1);
    expect(await contar()).toBe(antes - 1);
    const bytes = await t.db
      .selectFrom('arquivos_armazenados')
      .select('nome')
      .where('nome', '=', velha.curriculo)
      .executeTakeFirst();
    expect(bytes).toBeUndefined();
    const entrada = await t.db
      .selectFrom('audit_log')
      .select('detalhes')
      .where('acao', '=', 'retencao_aplicada')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entrada.detalhes).toContain('candidaturas 1');
    expect(entrada.detalhes).not.toContain('Velha Candidata');
  });
});
