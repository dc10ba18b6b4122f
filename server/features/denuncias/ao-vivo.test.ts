/**
 * The Ouvidoria on the live stream (docs/product/eventos.md, "Ouvidoria"): staff who may read a
 * case hear a staff change at once; the reporter's activity only once its hour has passed, and
 * once whichever instance announces it; the badge counts the cases still waiting for their first
 * message to the reporter, as each role sees them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventSourceMessage } from 'eventsource-parser';
import { ultimaHoraAnunciavel } from '../../../common/denuncias.js';
import { createTestApp, linhasDe, type TestApp } from '../../test/app.js';
import {
  buildAtendimento,
  buildDenuncia,
  buildUser,
  type BuiltUser,
} from '../../test/factories.js';
import { abrirStream, antesDaSentinela, doAtendimento, type Stream } from '../../test/sse.js';
import { anunciarHoras } from './anuncios.js';

const HORA_MS = 60 * 60 * 1000;
const doCaso = (id: number) => (e: EventSourceMessage) =>
  e.event === 'denuncia' && JSON.parse(e.data).denuncia_id === id;
const casosOuvidos = (s: Pick<Stream, 'eventos'>) =>
  s.eventos.filter((e) => e.event === 'denuncia').map((e) => JSON.parse(e.data).denuncia_id);

let t: TestApp;
let base: string;
const abertos: Stream[] = [];
const stream = async (token: string) => {
  const s = await abrirStream(base, token);
  abertos.push(s);
  await s.esperar((e) => e.event === 'contadores');
  return s;
};

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const s of abertos.splice(0)) s.fechar();
});
afterAll(async () => {
  await t.close();
});

/**
 * What `s` heard before a sentinel: a staff change, by `quem`, to a new case they and `s` may
 * read, written after whatever `s` must not hear.
 */
async function antesDeUmaMudanca(s: Stream, quem: BuiltUser) {
  const caso = await buildDenuncia(t);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/denuncias/${caso.id}`,
    headers: quem.auth,
    payload: { status: 'em_analise' },
  });
  expect(res.statusCode).toBe(200);
  return antesDaSentinela(s, doCaso(caso.id));
}

describe('Ouvidoria events', () => {
  it('a staff change reaches the staff who may read the case at once, never a role the reporter excluded, never an employee, and carries no content', async () => {
    const [rh, admin, compliance, colaborador] = [
      await buildUser(t, { role: 'rh' }),
      await buildUser(t, { role: 'admin' }),
      await buildUser(t, { role: 'compliance' }),
      await buildUser(t),
    ];
    const caso = await buildDenuncia(t, {
      excluir_papeis: ['compliance'],
      descricao: 'Desvio de diesel no posto da fazenda.',
    });
    const [sRh, sAdmin, sCompliance, sColaborador] = [
      await stream(rh.token),
      await stream(admin.token),
      await stream(compliance.token),
      await stream(colaborador.token),
    ];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/denuncias/${caso.id}`,
      headers: rh.auth,
      payload: { status: 'em_analise' },
    });
    expect(res.statusCode).toBe(200);
    const e = await sRh.esperar(doCaso(caso.id));
    expect(JSON.parse(e.data)).toEqual({ denuncia_id: caso.id });
    await sAdmin.esperar(doCaso(caso.id));
    const nota = await t.app.inject({
      method: 'POST',
      url: `/api/admin/denuncias/${caso.id}/notas`,
      headers: admin.auth,
      payload: { texto: 'Conferir as notas do posto.' },
    });
    expect(nota.statusCode).toBe(201);
    await sRh.esperar((x) => doCaso(caso.id)(x), sRh.eventos.indexOf(e) + 1);
    const vistos = new Set(sRh.eventos.filter((x) => x.event !== 'contadores').map((x) => x.id));
    const doCompliance = await antesDeUmaMudanca(sCompliance, admin);
    // nor a count update caused by it, nor an id of an event it was not given
    expect(doCompliance.map((x) => x.event)).toEqual(['contadores']);
    for (const x of doCompliance) expect(vistos.has(x.id)).toBe(false);
    // the employee's sentinel: a message on their own ticket
    const seu = await buildAtendimento(t, { owner: colaborador });
    const msg = await t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/${seu.ticket.id}/mensagens`,
      headers: rh.auth,
      payload: { mensagem: 'Sentinela' },
    });
    expect(msg.statusCode).toBe(201);
    const doColaborador = await antesDaSentinela(sColaborador, doAtendimento(seu.ticket.id));
    expect(doColaborador.map((x) => x.event)).toEqual(['contadores']);
    expect(JSON.stringify([...sRh.eventos, ...sAdmin.eventos])).not.toMatch(/diesel|posto/);
  });

  it("the reporter's new case and message are told only after their hour, once across instances", async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const antigo = await buildDenuncia(t, {
      criado_em: new Date(Date.now() - 3 * 24 * HORA_MS).toISOString(),
    });
    const sRh = await stream(rh.token);
    const novo = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      payload: { categoria: 'Fraude', descricao: 'Notas frias.', anonimato: true },
    });
    expect(novo.statusCode).toBe(201);
    const msg = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias/acompanhamento/mensagens',
      payload: { protocolo: antigo.protocolo, chave: antigo.chave, texto: 'Mais uma prova.' },
    });
    expect(msg.statusCode).toBe(201);
    const antesDaHora = await antesDeUmaMudanca(sRh, rh);
    expect(antesDaHora.filter((e) => e.event === 'denuncia')).toEqual([]);

    // The hour has passed: two instances try to announce it at once; each hour is claimed by one.
    // How many hours that is depends on the minute the test runs in (in an hour's first minute the
    // last one announceable is this one) and on the other tests' cases: counted, not assumed.
    const horasAnunciadas = () => linhasDe(t.db, 'ouvidoria_horas_anunciadas');
    const antes = await horasAnunciadas();
    const depois = Date.now() + 2 * HORA_MS;
    const [a, b] = await Promise.all([
      anunciarHoras(t.app.ctx, depois),
      anunciarHoras(t.app.ctx, depois),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(a + b).toBe((await horasAnunciadas()) - antes);
    const row = await t.db
      .selectFrom('denuncias')
      .select('id')
      .where('protocolo', '=', novo.json().protocolo)
      .executeTakeFirstOrThrow();
    await sRh.esperar(doCaso(row.id));
    await sRh.esperar(doCaso(antigo.id));
    // each once (cases built this hour by the other tests are told too)
    const ouvidos = casosOuvidos({ eventos: await antesDeUmaMudanca(sRh, rh) });
    expect(ouvidos.filter((id) => id === row.id)).toHaveLength(1);
    expect(ouvidos.filter((id) => id === antigo.id)).toHaveLength(1);
    expect(await anunciarHoras(t.app.ctx, depois)).toBe(0);
  });

  it('staff streams get the count, and again when a staff message answers a case', async () => {
    const compliance = await buildUser(t, { role: 'compliance' });
    const caso = await buildDenuncia(t, {
      criado_em: new Date(ultimaHoraAnunciavel(Date.now())).toISOString(),
    });
    const s = await stream(compliance.token);
    const primeiro = JSON.parse(s.eventos[0]!.data);
    expect(primeiro.denuncias.aguardando_confirmacao).toBeGreaterThan(0);
    const n = s.eventos.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/denuncias/${caso.id}/mensagens`,
      headers: compliance.auth,
      payload: { texto: 'Recebemos.' },
    });
    expect(res.statusCode).toBe(201);
    const novo = await s.esperar((e) => e.event === 'contadores', n);
    expect(JSON.parse(novo.data).denuncias.aguardando_confirmacao).toBe(
      primeiro.denuncias.aguardando_confirmacao - 1,
    );
  });
});
