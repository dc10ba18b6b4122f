import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildDenuncia, buildUser, type BuiltUser } from '../../test/factories.js';

let t: TestApp;
let admin: BuiltUser;
beforeEach(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { role: 'admin', nome: 'Ana Admin' });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const get = (url: string, u: BuiltUser = admin) => t.app.inject({ url, headers: u.auth });
const patch = (id: number, payload: object, u: BuiltUser = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/denuncias/${id}`, headers: u.auth, payload });
const post = (url: string, payload: object, u: BuiltUser = admin) =>
  t.app.inject({ method: 'POST', url, headers: u.auth, payload });
const reporterView = (c: { protocolo: string; chave: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/denuncias/acompanhamento',
    payload: { protocolo: c.protocolo, chave: c.chave },
  });
const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((c) => c.id);

describe('who reads a case', () => {
  it('keeps a case away from a role the reporter excluded, everywhere', async () => {
    const sobreRh = await buildDenuncia(t, { excluir_papeis: ['rh'] });
    const outra = await buildDenuncia(t);
    const rh = await buildUser(t, { role: 'rh' });
    const compliance = await buildUser(t, { role: 'compliance' });
    expect(ids(await get('/api/admin/denuncias', rh))).toEqual([outra.id]);
    expect(ids(await get('/api/admin/denuncias', compliance))).toEqual([outra.id, sobreRh.id]);
    const url = `/api/admin/denuncias/${sobreRh.id}`;
    for (const res of [
      await get(url, rh),
      await patch(sobreRh.id, { status: 'em_analise' }, rh),
      await post(`${url}/mensagens`, { texto: 'Olá' }, rh),
      await post(`${url}/notas`, { texto: 'Nota' }, rh),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Denúncia não encontrada.' });
    }
    expect((await get(url, compliance)).json().excluir_papeis).toEqual(['rh']);
    // who may take it: active staff whose role may read it
    const possiveis = (await get(url, compliance)).json().responsaveis_possiveis;
    expect([...new Set(possiveis.map((r: { role: string }) => r.role))].sort()).toEqual([
      'admin',
      'compliance',
    ]);
  });

  it('refuses a colaborador on every staff route', async () => {
    const c = await buildDenuncia(t);
    const colaborador = await buildUser(t);
    const url = `/api/admin/denuncias/${c.id}`;
    for (const res of [
      await get('/api/admin/denuncias', colaborador),
      await get(url, colaborador),
      await patch(c.id, { status: 'em_analise' }, colaborador),
      await post(`${url}/notas`, { texto: 'x' }, colaborador),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/denuncias', () => {
  it('filters by status, category, late and responsible, and pages with a total', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    const antiga = await buildDenuncia(t, {
      categoria: 'Assédio',
      criado_em: '2026-11-01T10:00:00.000Z',
    });
    const nova = await buildDenuncia(t, { categoria: 'Fraude' });
    const terceira = await buildDenuncia(t, { categoria: 'Fraude' });
    expect(
      (await patch(nova.id, { status: 'em_analise', responsavel_id: admin.user.id })).statusCode,
    ).toBe(200);

    expect(ids(await get('/api/admin/denuncias?status=em_analise'))).toEqual([nova.id]);
    expect(ids(await get('/api/admin/denuncias?categoria=Assédio'))).toEqual([antiga.id]);
    expect(ids(await get('/api/admin/denuncias?atrasada=true'))).toEqual([antiga.id]);
    expect(ids(await get('/api/admin/denuncias?atrasada=false'))).toEqual([terceira.id, nova.id]);
    expect(ids(await get(`/api/admin/denuncias?responsavel=${admin.user.id}`))).toEqual([nova.id]);
    expect(ids(await get('/api/admin/denuncias?responsavel=nenhum'))).toEqual([
      terceira.id,
      antiga.id,
    ]);
    const page2 = await get('/api/admin/denuncias?pagina=2&por_pagina=2');
    expect(ids(page2)).toEqual([antiga.id]);
    expect(page2.headers['x-total-count']).toBe('3');
    const late = (await get('/api/admin/denuncias?categoria=Assédio')).json()[0];
    expect(late).toMatchObject({
      atrasada: true,
      prazo_confirmacao: '2026-11-08T10:00:00.000Z',
      prazo_retorno: '2027-01-30T10:00:00.000Z',
    });
  });

  it('refuses an unknown filter or a bad value with a 400 in Portuguese', async () => {
    for (const [q, msg] of [
      ['status=aberta', /Status inválido/],
      ['por_pagina=500', /No máximo 100/],
      ['pagina=0', /Página inválida/],
      ['ordem=asc', /Filtro desconhecido/],
      ['responsavel=-1', /^Responsável inválido\.$/],
      ['responsavel=0', /^Responsável inválido\.$/],
    ] as const) {
      const res = await get(`/api/admin/denuncias?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toMatch(msg);
    }
  });
});

describe('a case from receipt to conclusion', () => {
  it('acknowledges, investigates and concludes; the reporter reads messages, never notes', async () => {
    const c = await buildDenuncia(t, { descricao: 'Desvio de combustível no posto 2.' });
    const rh = await buildUser(t, { role: 'rh', nome: 'Rui RH' });
    const url = `/api/admin/denuncias/${c.id}`;

    expect(
      (await post(`${url}/mensagens`, { texto: 'Recebemos e vamos apurar.' })).statusCode,
    ).toBe(201);
    expect((await post(`${url}/notas`, { texto: 'Conferir câmeras do posto.' })).statusCode).toBe(
      201,
    );
    const emAnalise = await patch(c.id, { status: 'em_apuracao', responsavel_id: rh.user.id });
    expect(emAnalise.statusCode).toBe(200);
    expect(emAnalise.json()).toMatchObject({
      status: 'em_apuracao',
      responsavel_nome: 'Rui RH',
      confirmada_em: expect.any(String),
    });

    // concluding needs the feedback the reporter will read
    const semMensagem = await patch(c.id, { status: 'concluida' });
    expect(semMensagem.statusCode).toBe(400);
    expect(semMensagem.json().error).toMatch(/mensagem de retorno/);
    const concluida = await patch(
      c.id,
      { status: 'concluida', mensagem: 'Apurado; medidas tomadas.' },
      rh,
    );
    expect(concluida.statusCode).toBe(200);
    expect(concluida.json()).toMatchObject({
      status: 'concluida',
      encerrada_em: expect.any(String),
      atrasada: false,
    });

    // final: nothing changes any more
    const again = await patch(c.id, { status: 'em_analise' });
    expect(again.statusCode).toBe(409);
    expect((await post(`${url}/mensagens`, { texto: 'Mais?' })).statusCode).toBe(409);

    const caso = (await get(url)).json();
    expect(caso.mensagens.map((m: { autor: string; texto: string }) => m.texto)).toEqual([
      'Recebemos e vamos apurar.',
      'Apurado; medidas tomadas.',
    ]);
    expect(caso.notas).toEqual([
      {
        id: expect.any(Number),
        autor_nome: 'Ana Admin',
        texto: 'Conferir câmeras do posto.',
        criado_em: expect.any(String),
      },
    ]);
    expect(
      caso.historico.map((h: { acao: string; autor_nome: string }) => [h.acao, h.autor_nome]),
    ).toEqual([
      ['Mensagem ao denunciante', 'Ana Admin'],
      ['Nota interna', 'Ana Admin'],
      ['Responsável: Rui RH', 'Ana Admin'],
      ['Status: Em apuração', 'Ana Admin'],
      ['Mensagem ao denunciante', 'Rui RH'],
      ['Status: Concluída', 'Rui RH'],
    ]);

    const seen = await reporterView(c);
    expect(seen.json().status).toBe('concluida');
    expect(seen.body).not.toContain('Conferir câmeras');
    expect(seen.body).not.toContain('Rui RH');
    expect(seen.body).not.toContain('Ana Admin');
  });

  it('takes as responsible only an active staff member whose role may read the case', async () => {
    const c = await buildDenuncia(t, { excluir_papeis: ['rh'] });
    const rh = await buildUser(t, { role: 'rh' });
    const colaborador = await buildUser(t);
    const inativo = await buildUser(t, { role: 'compliance', status: 'inativo' });
    for (const r of [rh.user.id, colaborador.user.id, inativo.user.id, 999_999]) {
      const res = await patch(c.id, { responsavel_id: r });
      expect(res.statusCode, String(r)).toBe(400);
      expect(res.json().error).toMatch(/responsável precisa ser da equipe/);
    }
    const compliance = await buildUser(t, { role: 'compliance', nome: 'Clara' });
    expect(
      (await patch(c.id, { responsavel_id: compliance.user.id })).json().responsavel_nome,
    ).toBe('Clara');
  });

  it('audits every reading and change by the case id alone', async () => {
    const c = await buildDenuncia(t, { descricao: 'Texto sigiloso do relato.' });
    await get(`/api/admin/denuncias/${c.id}`);
    await patch(c.id, { status: 'em_analise' });
    await post(`/api/admin/denuncias/${c.id}/notas`, { texto: 'Nota sigilosa.' });
    await post(`/api/admin/denuncias/${c.id}/mensagens`, { texto: 'Mensagem sigilosa.' });
    const log = await t.db
      .selectFrom('audit_log')
      .select(['acao', 'detalhes', 'usuario_nome'])
      .where('acao', 'in', [
        'leitura_denuncia',
        'denuncia_atualizada',
        'denuncia_nota',
        'denuncia_mensagem',
      ])
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      {
        acao: 'leitura_denuncia',
        detalhes: `Consultou a denúncia #${c.id}.`,
        usuario_nome: 'Ana Admin',
      },
      {
        acao: 'denuncia_atualizada',
        detalhes: `Atualizou a denúncia #${c.id}.`,
        usuario_nome: 'Ana Admin',
      },
      {
        acao: 'denuncia_nota',
        detalhes: `Anotou na denúncia #${c.id}.`,
        usuario_nome: 'Ana Admin',
      },
      {
        acao: 'denuncia_mensagem',
        detalhes: `Escreveu ao denunciante da denúncia #${c.id}.`,
        usuario_nome: 'Ana Admin',
      },
    ]);
  });

  it('refuses an empty change and bad texts with a 400, changing nothing', async () => {
    const c = await buildDenuncia(t);
    for (const body of [{}, { status: 'recebida' }, { mensagem: '   ' }, { extra: 1 }]) {
      expect((await patch(c.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(`/api/admin/denuncias/${c.id}/notas`, { texto: '' })).statusCode).toBe(400);
    expect((await get('/api/admin/denuncias/abc')).statusCode).toBe(400);
    const caso = (await get(`/api/admin/denuncias/${c.id}`)).json();
    expect(caso).toMatchObject({ status: 'recebida', mensagens: [], notas: [], historico: [] });
  });
});
