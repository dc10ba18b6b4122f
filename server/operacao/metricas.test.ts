/**
 * The metrics (docs/product/operacao.md, "Métricas e alertas"): their own listener, bounded
 * series, the business gauges from the product's own rules, and nothing of the Ouvidoria's
 * reporter moving with them.
 */
import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildAtendimento, buildDenuncia } from '../test/factories.js';
import { abrirMetricas, INTERVALO_MS } from './metricas.js';
import { registrarSucesso } from './marcos.js';

let t: TestApp;
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const DIA_MS = 24 * 60 * 60 * 1000;

/** The samples of metric `nome` in the text format: labels → value. */
async function amostras(nome: string): Promise<Map<string, number>> {
  const texto = await t.app.metricas.metrics();
  const out = new Map<string, number>();
  for (const linha of texto.split('\n')) {
    const m = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(linha);
    if (m && m[1] === nome) out.set(m[2] ?? '', Number(m[3]));
  }
  return out;
}

describe('/metrics', () => {
  it('is served on the metrics listener only, never on the public port', async () => {
    t = await createTestApp();
    const publico = await t.app.inject({ url: '/metrics' });
    expect(publico.statusCode).toBe(404);
    expect(publico.body).not.toContain('process_resident_memory_bytes');

    const m = await abrirMetricas(t.app, { port: 0, host: '127.0.0.1' });
    expect(m.address).toBe('127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${m.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const texto = await res.text();
    for (const nome of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'http_request_duration_seconds',
      'portal_ready 1',
      'portal_streams_open',
      'portal_notices_waiting{canal="email"} 0',
      'portal_tickets{sla="estourado"} 0',
      'portal_ouvidoria_cases_overdue_acknowledgement 0',
      'portal_backup_last_success_timestamp_seconds 0',
      'portal_login_failures_total',
      'portal_limit_refusals_total',
    ]) {
      expect(texto, nome).toContain(nome);
    }
    // counted per process, so other test files of this worker may have moved it: its presence here
    expect(texto).toMatch(/^portal_notices_failed_total\{canal="push"\} \d+$/m);
    expect((await fetch(`http://127.0.0.1:${m.port}/api/health`)).status).toBe(404);
  });

  it('1,000 random paths add one route label, never the paths themselves', async () => {
    t = await createTestApp();
    await t.app.inject({ url: '/api/health' });
    const antes = (await amostras('http_request_duration_seconds_count')).size;
    const caminhos = Array.from({ length: 1000 }, (_, i) =>
      i % 2
        ? `/api/${crypto.randomBytes(6).toString('hex')}`
        : `/${crypto.randomBytes(6).toString('hex')}/x`,
    );
    for (const url of caminhos) await t.app.inject({ url });
    const series = await amostras('http_request_duration_seconds_count');
    // the unmatched paths are one route; its 4xx (and the web app's pages, 2xx) at most
    expect(series.size - antes).toBeLessThanOrEqual(2);
    const texto = await t.app.metricas.metrics();
    for (const c of caminhos.slice(0, 50)) expect(texto).not.toContain(c);
    expect([...series.keys()].join()).toContain('route="nao_encontrada"');
    // a concrete id is its route's template
    await t.app.inject({ url: '/api/atendimentos/123456/mensagens' });
    const rotas = [...(await amostras('http_request_duration_seconds_count')).keys()].join();
    expect(rotas).not.toContain('123456');
  });

  it('counts failed logins and 429 refusals by route, without the login', async () => {
    t = await createTestApp({ limits: { loginFailuresPerAddress: 2, loginFailuresPerLogin: 2 } });
    for (let i = 0; i < 4; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: 'genoveva.quaresma', senha: 'errada-de-novo' },
      });
    }
    expect((await amostras('portal_login_failures_total')).get('')).toBe(2);
    expect((await amostras('portal_limit_refusals_total')).get('{limite="/api/login"}')).toBe(2);
    expect(await t.app.metricas.metrics()).not.toContain('genoveva');
  });
});

describe('the business gauges', () => {
  it('read late tickets from the SLA rule, at most every 15 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await createTestApp();
    await buildAtendimento(t);
    expect((await amostras('portal_tickets')).get('{sla="no_prazo"}')).toBe(1);
    vi.setSystemTime(Date.now() + 30 * DIA_MS);
    let s = await amostras('portal_tickets');
    expect(s.get('{sla="estourado"}')).toBe(1);
    expect(s.get('{sla="no_prazo"}')).toBe(0);
    // a new ticket is seen at the next read, 15 s later, not at every scrape
    await buildAtendimento(t);
    expect((await amostras('portal_tickets')).get('{sla="no_prazo"}')).toBe(0);
    vi.setSystemTime(Date.now() + INTERVALO_MS);
    s = await amostras('portal_tickets');
    expect(s.get('{sla="no_prazo"}')).toBe(1);
    expect(s.get('{sla="estourado"}')).toBe(1);
  });

  it('count Ouvidoria cases past the 7-day acknowledgement as at the start of the hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:30:00Z'));
    t = await createTestApp();
    await buildDenuncia(t, { criado_em: '2026-11-13T10:00:00.000Z' });
    // 7 days and 30 min later, but at 10:00 the case was exactly at its due instant: not late
    expect((await amostras('portal_ouvidoria_cases_overdue_acknowledgement')).get('')).toBe(0);
    vi.setSystemTime(new Date('2026-11-20T11:00:01Z'));
    expect((await amostras('portal_ouvidoria_cases_overdue_acknowledgement')).get('')).toBe(1);
  });

  it('show the last successful backup and readiness', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await createTestApp();
    expect((await amostras('portal_backup_last_success_timestamp_seconds')).get('')).toBe(0);
    const quando = new Date(Date.now() - 3 * DIA_MS);
    await registrarSucesso(t.db, 'backup', quando);
    t.app.ctx.dbHandle.ping = async () => false;
    vi.setSystemTime(Date.now() + INTERVALO_MS);
    expect((await amostras('portal_ready')).get('')).toBe(0);
    t.app.ctx.dbHandle.ping = async () => true;
    vi.setSystemTime(Date.now() + INTERVALO_MS);
    expect((await amostras('portal_ready')).get('')).toBe(1);
    expect((await amostras('portal_backup_last_success_timestamp_seconds')).get('')).toBe(
      quando.getTime() / 1000,
    );
  });
});

describe("the Ouvidoria's reporter routes", () => {
  it('move no series: a report is not timed by the scrape', async () => {
    t = await createTestApp();
    const antes = await t.app.metricas.metrics();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      payload: {
        categoria: 'Assédio',
        descricao: 'Relato de teste das métricas.',
        anonimato: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const depois = await t.app.metricas.metrics();
    const linhas = (s: string) =>
      s.split('\n').filter((l) => l.startsWith('http_request_duration_seconds'));
    expect(linhas(depois)).toEqual(linhas(antes));
  });
});
