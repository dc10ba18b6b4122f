import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idAleatorio } from '../../lib/ids.js';
import { buildApp } from '../../app.js';
import { comCatalogoEstavel, createTestApp, type TestApp } from '../../test/app.js';
import { buildDenuncia, buildUser } from '../../test/factories.js';
import { realPng } from '../../test/file-fixtures.js';
import { readStoredFile, storeFile } from '../../lib/files.js';
import { retencaoDoDia } from '../../core/retencao.js';
import { eliminarCasosVencidos } from './retencao.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const set = (
  id: number,
  v: { status?: 'concluida'; confirmada_em?: string; encerrada_em?: string },
) => t.db.updateTable('denuncias').set(v).where('id', '=', id).execute();

describe('views that are not audited reads', () => {
  it("the portal's summary and the indicators learn of a new report only once its hour is over", async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const ver = async () => {
      const resumo = await t.app.inject({ url: '/api/admin/denuncias/resumo', headers: rh.auth });
      const ind = await t.app.inject({ url: '/api/admin/denuncias/indicadores', headers: rh.auth });
      return { aguardando: resumo.json().aguardando_confirmacao, total: ind.json().total };
    };
    const antes = await ver();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      payload: { categoria: 'Fraude', descricao: 'Notas frias.', anonimato: true },
    });
    expect(res.statusCode).toBe(201);
    // a silent watcher of the summary does not learn the second it arrived
    expect(await ver()).toEqual(antes);
    // the case list, whose reading is audited, has it at once
    const lista = await t.app.inject({ url: '/api/admin/denuncias', headers: rh.auth });
    expect(lista.json()).toHaveLength(1);
    // two hours later it counts (the server's clock moved on)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await ver()).toEqual({ aguardando: antes.aguardando + 1, total: antes.total + 1 });
  });
});

describe('GET /api/admin/denuncias/resumo', () => {
  it('counts the cases near their due date that the role may read, from the one rule of the clocks', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const hora = (dias: number) => {
      const ms = Date.now() - dias * 86_400_000;
      return new Date(ms - (ms % 3_600_000)).toISOString();
    };
    // unanswered for six days: its 7-day clock falls due within two days
    await buildDenuncia(t, { criado_em: hora(6) });
    // the same, but rh may not read it
    await buildDenuncia(t, { criado_em: hora(6), excluir_papeis: ['rh'] });
    // a day old: far from its due date
    await buildDenuncia(t, { criado_em: hora(1) });
    // ten days unanswered: late, not near
    await buildDenuncia(t, { criado_em: hora(10) });
    const r = await t.app.inject({ url: '/api/admin/denuncias/resumo', headers: rh.auth });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ aguardando_confirmacao: 3, atrasadas: 1, perto_do_prazo: 1 });
  });
});

describe('GET /api/admin/denuncias/indicadores', () => {
  it('counts by status, category and month, with medians and shares in time, and no content', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    // acknowledged in 2 days, concluded in 30: both in time
    const a = await buildDenuncia(t, {
      categoria: 'Assédio',
      criado_em: '2026-09-01T10:00:00.000Z',
      descricao: 'Relato secreto A',
    });
    await set(a.id, {
      status: 'concluida',
      confirmada_em: '2026-09-03T10:00:00.000Z',
      encerrada_em: '2026-10-01T10:00:00.000Z',
    });
    // acknowledged in 10 days: late; still open and within 90 days
    const b = await buildDenuncia(t, {
      categoria: 'Fraude',
      criado_em: '2026-10-01T10:00:00.000Z',
    });
    await set(b.id, { confirmada_em: '2026-10-11T10:00:00.000Z' });
    // never acknowledged, past 7 days: counts as missed
    await buildDenuncia(t, { categoria: 'Fraude', criado_em: '2026-11-01T10:00:00.000Z' });
    // just received (its hour over, so counted): no clock decided yet
    await buildDenuncia(t, { categoria: 'Outro', criado_em: '2026-11-20T10:00:00.000Z' });
    // hidden from rh
    await buildDenuncia(t, {
      categoria: 'Corrupção',
      criado_em: '2026-11-20T10:00:00.000Z',
      excluir_papeis: ['rh'],
    });
    // this very hour: not counted until it is over (reading the indicators is not audited)
    await buildDenuncia(t, { categoria: 'Outro' });

    const compliance = await buildUser(t, { role: 'compliance' });
    const res = await t.app.inject({
      url: '/api/admin/denuncias/indicadores',
      headers: compliance.auth,
    });
    expect(res.statusCode).toBe(200);
    const ind = res.json();
    expect(ind.total).toBe(5);
    expect(ind.por_status).toEqual([
      { chave: 'recebida', total: 4 },
      { chave: 'em_analise', total: 0 },
      { chave: 'em_apuracao', total: 0 },
      { chave: 'concluida', total: 1 },
      { chave: 'arquivada', total: 0 },
    ]);
    expect(ind.por_categoria).toContainEqual({ chave: 'Fraude', total: 2 });
    expect(ind.por_categoria).toContainEqual({ chave: 'Sugestão', total: 0 });
    expect(ind.por_mes).toHaveLength(12);
    expect(ind.por_mes.at(-1)).toEqual({ chave: '2026-11', total: 3 });
    expect(ind.por_mes.at(-3)).toEqual({ chave: '2026-09', total: 1 });
    expect(ind.mediana_dias_confirmacao).toBe(6);
    expect(ind.mediana_dias_conclusao).toBe(30);
    expect(ind.no_prazo_confirmacao).toBe(0.333);
    expect(ind.no_prazo_retorno).toBe(1);
    expect(res.body).not.toContain('Relato secreto');

    const rh = await buildUser(t, { role: 'rh' });
    const forRh = (
      await t.app.inject({ url: '/api/admin/denuncias/indicadores', headers: rh.auth })
    ).json();
    expect(forRh.total).toBe(4);
    expect(forRh.por_categoria).toContainEqual({ chave: 'Corrupção', total: 0 });
    const colaborador = await buildUser(t);
    expect(
      (await t.app.inject({ url: '/api/admin/denuncias/indicadores', headers: colaborador.auth }))
        .statusCode,
    ).toBe(403);
  });
});

describe('retention', () => {
  it('erases a case its retention days after it was closed, with its files, and audits only its id', async () => {
    const velha = await buildDenuncia(t, { descricao: 'Conteúdo que deve sumir' });
    const recente = await buildDenuncia(t);
    const aberta = await buildDenuncia(t, { criado_em: '2019-01-01T10:00:00.000Z' });
    await set(velha.id, { status: 'concluida', encerrada_em: '2021-01-01T00:00:00.000Z' });
    await set(recente.id, { status: 'concluida', encerrada_em: '2026-06-01T00:00:00.000Z' });
    await t.db
      .insertInto('denuncia_mensagens')
      .values({
        id: idAleatorio(),
        denuncia_id: velha.id,
        autor: 'ouvidoria',
        autor_id: null,
        texto: 'Resposta',
        enviado_em: '2020-12-20T00:00:00.000Z',
      })
      .execute();
    const stored = await storeFile(t.db, await realPng(), 'png', 'image/png');
    await t.db
      .insertInto('denuncia_anexos')
      .values({
        id: idAleatorio(),
        denuncia_id: velha.id,
        autor: 'denunciante',
        nome_original: 'f.png',
        nome_armazenado: stored,
        content_type: 'image/png',
        tamanho: 10,
        enviado_em: '2020-12-20T00:00:00.000Z',
      })
      .execute();

    const erased = await eliminarCasosVencidos(t.handle, 1825, Date.parse('2026-11-22T12:00:00Z'));
    expect(erased).toEqual([velha.id]);
    const left = await t.db.selectFrom('denuncias').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual([recente.id, aberta.id]);
    expect(await t.db.selectFrom('denuncia_mensagens').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('denuncia_anexos').selectAll().execute()).toEqual([]);
    expect(await readStoredFile(t.db, stored)).toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['acao', 'detalhes'])
      .where('acao', '=', 'denuncia_eliminada')
      .execute();
    expect(audit).toEqual([
      {
        acao: 'denuncia_eliminada',
        detalhes: `Denúncia #${velha.id} eliminada pelo prazo de retenção.`,
      },
    ]);
    // run again: nothing more
    expect(await eliminarCasosVencidos(t.handle, 1825, Date.parse('2026-11-22T12:00:00Z'))).toEqual(
      [],
    );
  });

  // one schedule (docs/decisions/062-retencao-da-ouvidoria-configurada.md): the day's retention
  // of every kind erases the cases, with the instance's OUVIDORIA_RETENCAO_DIAS
  it("the day's retention erases the cases past OUVIDORIA_RETENCAO_DIAS", async () => {
    const vencida = await buildDenuncia(t);
    const dentro = await buildDenuncia(t);
    await set(vencida.id, {
      status: 'concluida',
      encerrada_em: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    await set(dentro.id, {
      status: 'concluida',
      encerrada_em: new Date(Date.now() - 1 * 86_400_000).toISOString(),
    });
    // a second instance on the same database, configured to keep closed cases for 2 days
    const config = { ...t.app.ctx.config, ouvidoriaRetencaoDias: 2 };
    const other = await comCatalogoEstavel(() => buildApp({ config, dbHandle: t.handle }));
    try {
      const r = await retencaoDoDia(other.ctx, other.ctx.dadosPessoais);
      expect(r?.ouvidoria).toEqual({ denuncias: 1 });
      const restantes = await t.db.selectFrom('denuncias').select('id').execute();
      expect(restantes.map((d) => d.id)).toEqual([dentro.id]);
    } finally {
      await other.close();
    }
  });

  it("the day's retention, run when an instance starts, erases the cases past their time", async () => {
    const c = await buildDenuncia(t);
    await set(c.id, {
      status: 'concluida',
      encerrada_em: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    const config = { ...t.app.ctx.config, ouvidoriaRetencaoDias: 2, retencaoAoIniciar: true };
    const other = await comCatalogoEstavel(() => buildApp({ config, dbHandle: t.handle }));
    await other.ready();
    try {
      await expect
        .poll(async () => (await t.db.selectFrom('denuncias').select('id').execute()).length, {
          timeout: 10_000,
        })
        .toBe(0);
    } finally {
      await other.close();
    }
  });
});
