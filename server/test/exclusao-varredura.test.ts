/**
 * A report that excludes a role never reaches that role, whatever way the portal has to show
 * something (docs/product/ouvidoria-ameacas.md): one sweep over every GET route the app registers
 * (read from Fastify's route tree, server/test/rotas.ts, so a new route is swept the day it is added), the live stream,
 * and both notice outboxes. rh reads Ouvidoria cases; here a case excludes rh, a control case does
 * not, and staff work on both. rh must meet the control everywhere it looks for it and the
 * excluded case nowhere: no text, protocol, audit entry, event or notice of it.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../common/paths.js';
import { anunciarHoras } from '../features/denuncias/anuncios.js';
import { createTestApp, type TestApp } from './app.js';
import { buildDenuncia, buildUser, type BuiltUser } from './factories.js';
import { rotasRegistradas } from './rotas.js';
import { abrirStream, type Stream } from './sse.js';

const HORA_MS = 60 * 60 * 1000;
const marca = (nome: string) => `${nome}-${crypto.randomBytes(4).toString('hex')}`;
const OCULTO = marca('OCULTO');
const VISIVEL = marca('VISIVEL');

/** Every registered GET URL of the API, parameters as `:p`. */
const rotasGet = () =>
  [
    ...new Set(
      rotasRegistradas(t.app)
        .filter((r) => r.metodo === 'GET' && r.url.startsWith('/api/'))
        .map((r) => r.url.replace(/:\w+/g, ':p')),
    ),
  ].sort();

/** Query strings some lists need to answer at all (a 400 would hide what they hold). */
const CONSULTAS: Record<string, string> = {
  [api.indicadoresPgr]: '?de=2000-01-01&ate=2100-01-01',
};

let t: TestApp;
let base: string;
let rh: BuiltUser;
let compliance: BuiltUser;
let oculto: { id: number; protocolo: string };
let visivel: { id: number; protocolo: string };
let streamRh: Stream;
let streamCompliance: Stream;

const como = (u: BuiltUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u.auth, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({
    env: {
      // the e-mail notices are queued; nothing listens on this port, so they stay in the outbox
      SMTP_URL: 'smtp://127.0.0.1:9',
      PUBLIC_URL: 'https://portal.fazenda.test',
      PUSH_SERVICOS: 'https://push.fazenda.test',
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  rh = await buildUser(t, { role: 'rh', email: 'rh@fazenda.test' });
  compliance = await buildUser(t, { role: 'compliance', email: 'compliance@fazenda.test' });
  for (const u of [rh, compliance]) {
    const r = await como(u, 'POST', api.inscricoesPush, {
      endpoint: `https://push.fazenda.test/${u.user.id}`,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      expirationTime: null,
    });
    expect(r.statusCode, r.body).toBe(201);
  }
  streamRh = await abrirStream(base, rh.token);
  streamCompliance = await abrirStream(base, compliance.token);
  await streamRh.esperar((e) => e.event === 'contadores');
  await streamCompliance.esperar((e) => e.event === 'contadores');

  // both reported in this hour (a reporter's time is kept to the hour); the app announced the
  // hours before it when it started
  const hora = Math.floor(Date.now() / HORA_MS) * HORA_MS;
  oculto = await buildDenuncia(t, {
    excluir_papeis: ['rh'],
    descricao: `${OCULTO} relato sobre a gerência de RH.`,
    criado_em: new Date(hora).toISOString(),
  });
  visivel = await buildDenuncia(t, {
    descricao: `${VISIVEL} relato.`,
    criado_em: new Date(hora).toISOString(),
  });
  // once the hour is over, it is announced: live events and the notices of new cases
  expect(await anunciarHoras(t.app.ctx, hora + 2 * HORA_MS - 1)).toBeGreaterThan(0);

  // compliance works on both: an audited reading, a message to the reporter, a note, a status
  for (const [caso, m] of [
    [oculto, OCULTO],
    [visivel, VISIVEL],
  ] as const) {
    expect((await como(compliance, 'GET', api.adminDenuncia(caso.id))).statusCode).toBe(200);
    const msg = await como(compliance, 'POST', api.adminDenunciaMensagens(caso.id), {
      texto: `${m} mensagem ao denunciante`,
    });
    expect(msg.statusCode, msg.body).toBeLessThan(300);
    const nota = await como(compliance, 'POST', api.adminDenunciaNotas(caso.id), {
      texto: `${m} nota interna`,
    });
    expect(nota.statusCode, nota.body).toBeLessThan(300);
    const st = await como(compliance, 'PATCH', api.adminDenuncia(caso.id), {
      status: 'em_analise',
    });
    expect(st.statusCode, st.body).toBe(200);
  }
  await streamCompliance.esperar(
    (e) => e.event === 'denuncia' && JSON.parse(e.data).denuncia_id === visivel.id,
  );
});

afterAll(async () => {
  streamRh?.fechar();
  streamCompliance?.fechar();
  await t?.close();
});

/** What would give the excluded case away in a body. */
const rastrosDoOculto = (body: string) =>
  [
    OCULTO,
    oculto.protocolo,
    `denúncia #${oculto.id}.`,
    `"denuncia_id":${oculto.id}`,
    `/admin/denuncias/${oculto.id}"`,
  ].filter((r) => body.includes(r));

describe('a report that excludes rh, as rh sees the portal', () => {
  it('is absent from every GET route, while the control case is found', async () => {
    const rotas = rotasGet().filter((u) => u !== api.eventos);
    expect(rotas.length).toBeGreaterThan(40);
    const vistos: { url: string; status: number; rastros: string[]; controle: boolean }[] = [];
    for (const rota of rotas) {
      for (const id of [oculto.id, visivel.id]) {
        if (id === visivel.id && !rota.includes(':p')) continue;
        const url = rota.replaceAll(':p', String(id)) + (CONSULTAS[rota] ?? '');
        const r = await como(rh, 'GET', url);
        vistos.push({
          url,
          status: r.statusCode,
          rastros: rastrosDoOculto(r.body),
          controle: r.body.includes(VISIVEL) || r.body.includes(`denúncia #${visivel.id}.`),
        });
      }
    }
    expect(vistos.filter((v) => v.status >= 500)).toEqual([]);
    expect(vistos.filter((v) => v.rastros.length > 0)).toEqual([]);
    // the sweep can see: the list, the case, its audit entries show rh the control case
    const achamControle = vistos.filter((v) => v.controle).map((v) => v.url);
    expect(achamControle).toEqual(
      expect.arrayContaining([api.adminDenuncias, api.adminDenuncia(visivel.id)]),
    );
  });

  it('hears nothing of it on the live stream', async () => {
    const casos = (s: Stream) =>
      s.eventos.filter((e) => e.event === 'denuncia').map((e) => JSON.parse(e.data).denuncia_id);
    expect(casos(streamCompliance)).toContain(oculto.id);
    expect(casos(streamRh)).toContain(visivel.id);
    expect(casos(streamRh)).not.toContain(oculto.id);
    expect(streamRh.eventos.filter((e) => rastrosDoOculto(e.data).length > 0)).toEqual([]);
  });

  it('gets no notice of it in either outbox: the new-cases count names only what rh may read', async () => {
    const emails = await t.db
      .selectFrom('avisos_email')
      .select(['usuario_id', 'assunto', 'texto'])
      .where('usuario_id', 'in', [rh.user.id, compliance.user.id])
      .execute();
    const assuntos = (u: BuiltUser) =>
      emails.filter((e) => e.usuario_id === u.user.id).map((e) => e.assunto);
    expect(assuntos(compliance)).toEqual(['Ouvidoria: 2 novos casos']);
    expect(assuntos(rh)).toEqual(['Ouvidoria: 1 novo caso']);
    expect(emails.filter((e) => rastrosDoOculto(`${e.assunto} ${e.texto}`).length)).toEqual([]);
    const push = await t.db
      .selectFrom('avisos_push')
      .innerJoin('push_inscricoes', 'push_inscricoes.id', 'avisos_push.inscricao_id')
      .select(['push_inscricoes.usuario_id', 'avisos_push.url', 'avisos_push.topico'])
      .execute();
    expect(push.filter((p) => p.usuario_id === rh.user.id).length).toBe(1);
    expect(push.filter((p) => rastrosDoOculto(`${p.url} ${p.topico}`).length)).toEqual([]);
  });
});
