/**
 * The live stream (docs/product/eventos.md): who hears what, replay after a gap, the counts, and
 * on PostgreSQL an event written through one instance reaching a stream on another.
 */
import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventSourceMessage } from 'eventsource-parser';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  createSecondInstance,
  createTestApp,
  usingPostgres,
  type TestApp,
} from '../../test/app.js';
import { buildAtendimento, buildUser, type BuiltUser } from '../../test/factories.js';
import {
  abrirStream as abrir,
  antesDaSentinela,
  depoisDe,
  doAtendimento,
  type Stream,
} from '../../test/sse.js';

const mensagemDe = (id: number) => (e: EventSourceMessage) =>
  e.event === 'mensagem' && JSON.parse(e.data).atendimento_id === id;
/** `who` deactivated by `admin`, as Gestão de Usuários does it. */
const desativar = (who: BuiltUser, admin: BuiltUser) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${who.user.id}`,
    headers: admin.auth,
    payload: {
      nome: who.user.nome,
      login: who.user.login,
      role: who.user.role,
      status_usuario: 'inativo',
    },
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestApp;
let base: string;
const abertos: Stream[] = [];
const stream = async (token: string | null, last?: string) => {
  const s = await abrir(base, token, last);
  abertos.push(s);
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

const enviar = (id: number, who: BuiltUser, mensagem: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${id}/mensagens`,
    headers: who.auth,
    payload: { mensagem },
  });

describe('GET /api/eventos', () => {
  it('asks for the bearer token in the header; a token in the URL is not one', async () => {
    expect((await stream(null)).status).toBe(401);
    const u = await buildUser(t);
    const res = await fetch(`${base}/api/eventos?token=${u.token}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Autenticação necessária.' });
  });

  it('refuses another Accept in Portuguese, 406', async () => {
    const u = await buildUser(t);
    const res = await fetch(`${base}/api/eventos`, {
      headers: { ...u.auth, accept: 'application/json' },
    });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      error: 'Este endereço envia apenas eventos ao vivo (Accept: text/event-stream).',
    });
  });

  it("answers with the API's headers: nothing keeps the stream, nor reads it as another type", async () => {
    const { owner } = await buildAtendimento(t);
    const s = await stream(owner.token);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('cache-control')).toBe('no-store');
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    expect(s.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it("a message reaches the ticket's owner and staff, with its id, and nobody else", async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const { ticket, owner } = await buildAtendimento(t);
    const outro = await buildUser(t);
    const [sDono, sRh, sOutro] = [
      await stream(owner.token),
      await stream(rh.token),
      await stream(outro.token),
    ];
    expect(sDono.status).toBe(200);
    await Promise.all([sDono, sRh, sOutro].map((s) => s.esperar((e) => e.event === 'contadores')));

    const res = await enviar(ticket.id, rh, 'Olá! Pode reiniciar o coletor?');
    expect(res.statusCode).toBe(201);
    const paraDono = await sDono.esperar(mensagemDe(ticket.id));
    const paraRh = await sRh.esperar(mensagemDe(ticket.id));
    expect(paraDono.id).toMatch(/^\d+$/);
    expect(paraRh.id).toBe(paraDono.id);
    const { mensagem } = JSON.parse(paraDono.data);
    const lista = await t.app.inject({
      url: `/api/atendimentos/${ticket.id}/mensagens`,
      headers: owner.auth,
    });
    expect(mensagem).toEqual(lista.json().at(-1));
    await sDono.esperar((e) => e.event === 'atendimento');
    // the sentinel: a message on the other person's own ticket, written after
    const seu = await buildAtendimento(t, { owner: outro });
    expect((await enviar(seu.ticket.id, rh, 'Sentinela')).statusCode).toBe(201);
    const antes = await antesDaSentinela(sOutro, doAtendimento(seu.ticket.id));
    expect(antes.filter((e) => e.event !== 'contadores')).toEqual([]);
  });

  it('an internal note tells staff, never the employee', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const { ticket, owner } = await buildAtendimento(t);
    const sDono = await stream(owner.token);
    const sRh = await stream(rh.token);
    await sDono.esperar((e) => e.event === 'contadores');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/${ticket.id}/notas`,
      headers: rh.auth,
      payload: { texto: 'Firmware antigo; ligar para a fazenda.' },
    });
    expect(res.statusCode).toBe(201);
    const e = await sRh.esperar((x) => x.event === 'atendimento');
    expect(JSON.parse(e.data)).toEqual({ atendimento_id: ticket.id });
    // the sentinel: a message the employee does hear, written after the note
    expect((await enviar(ticket.id, rh, 'Sentinela')).statusCode).toBe(201);
    const antes = await antesDaSentinela(sDono, depoisDe(e.id));
    expect(antes.map((x) => x.event)).toEqual(['contadores']);
    expect(JSON.stringify(sRh.eventos)).not.toContain('Firmware');
  });

  it('staff get the counts: new, at risk and late tickets', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const s = await stream(rh.token);
    const antes = JSON.parse((await s.esperar((e) => e.event === 'contadores')).data);
    const n = s.eventos.length;
    const dono = await buildUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/atendimentos',
      headers: dono.auth,
    });
    expect(res.statusCode).toBe(201);
    const depois = JSON.parse((await s.esperar((e) => e.event === 'contadores', n)).data);
    expect(depois.atendimentos.novos).toBe(antes.atendimentos.novos + 1);
    expect(depois.atendimentos).toHaveProperty('em_risco');
    expect(depois.atendimentos).toHaveProperty('atrasados');
    const colaborador = await stream(dono.token);
    expect(JSON.parse((await colaborador.esperar((e) => e.event === 'contadores')).data)).toEqual({
      meus_atendimentos: { respondidos: 0 },
    });
    expect(antes).not.toHaveProperty('meus_atendimentos');
  });

  it('back with Last-Event-ID: every missed event it may read, once, in order, then live ones', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const { ticket, owner } = await buildAtendimento(t);
    const primeiro = await stream(owner.token);
    await enviar(ticket.id, owner, 'mensagem 0');
    const visto = await primeiro.esperar(mensagemDe(ticket.id));
    primeiro.fechar();

    const alheio = await buildAtendimento(t);
    for (let i = 1; i <= 3; i++) {
      await enviar(ticket.id, i % 2 ? rh : owner, `mensagem ${i}`);
      await enviar(alheio.ticket.id, alheio.owner, `alheia ${i}`);
    }
    const volta = await stream(owner.token, visto.id);
    await volta.esperar((e) => e.event === 'contadores');
    await enviar(ticket.id, rh, 'mensagem 4');
    await volta.esperar((e) => mensagemDe(ticket.id)(e) && e.data.includes('mensagem 4'));
    // the sentinel: no repeat of what it missed comes after the live one
    await enviar(ticket.id, rh, 'sentinela');
    const antes = await antesDaSentinela(
      volta,
      (e) => mensagemDe(ticket.id)(e) && e.data.includes('sentinela'),
    );
    const textos = antes
      .filter((e) => e.event === 'mensagem')
      .map((e) => JSON.parse(e.data).mensagem.mensagem);
    expect(textos).toEqual(['mensagem 1', 'mensagem 2', 'mensagem 3', 'mensagem 4']);
    const ids = antes.filter((e) => e.event !== 'contadores').map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBeGreaterThan(Number(visto.id));
  });

  it('the database went back (a crash lost its newest commits): reinicio, then the ids given again reach the stream', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const s = await stream(owner.token);
    const texto = (m: string) => (e: EventSourceMessage) =>
      mensagemDe(ticket.id)(e) && JSON.parse(e.data).mensagem.mensagem === m;
    await enviar(ticket.id, owner, 'perdida 1');
    const primeiroPerdido = Number((await s.esperar(texto('perdida 1'))).id);
    await enviar(ticket.id, owner, 'perdida 2');
    await enviar(ticket.id, owner, 'perdida 3');
    const ultimoEntregue = Number((await s.esperar(texto('perdida 3'))).id);
    // what a crash of PostgreSQL before its disk write leaves: the newest events gone, and the
    // counter of ids back where it was, so the next events take ids already handed out
    await t.db.deleteFrom('eventos').where('id', '>=', primeiroPerdido).execute();
    const volta = primeiroPerdido - 1;
    await (
      usingPostgres()
        ? sql`select setval(pg_get_serial_sequence('eventos', 'id'), ${volta})`
        : sql`update sqlite_sequence set seq = ${volta} where name = 'eventos'`
    ).execute(t.db);
    const n = s.eventos.length;
    // the catch-up after PostgreSQL's listener connects again
    t.handle.changes.setListening(true);
    const reinicio = await s.esperar((e) => e.event === 'reinicio', n);
    expect(Number(reinicio.id)).toBeLessThan(primeiroPerdido);
    await enviar(ticket.id, owner, 'depois da queda');
    const depois = await s.esperar(texto('depois da queda'), n);
    expect(Number(depois.id)).toBeLessThanOrEqual(ultimoEntregue);
  });

  it('an id it no longer has (or never had) answers reinicio: read everything again', async () => {
    const u = await buildUser(t);
    for (const id of ['999999999', 'abc', '99999999999999999999']) {
      const s = await stream(u.token, id);
      const e = await s.esperar(() => true);
      expect(e.event).toBe('reinicio');
    }
  });

  it("a deactivated user's stream ends at once, with no event needed", async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const admin = await buildUser(t, { role: 'admin' });
    const s = await stream(rh.token);
    await s.esperar((e) => e.event === 'contadores');
    let fim = false;
    void s.terminou.then(() => (fim = true));
    // still open before the deactivation: a count written now reaches it
    const n = s.eventos.length;
    const dono = await buildUser(t);
    await t.app.inject({ method: 'POST', url: '/api/atendimentos', headers: dono.auth });
    await s.esperar((e) => e.event === 'contadores', n);
    expect(fim).toBe(false);
    expect((await desativar(rh, admin)).statusCode).toBe(200);
    for (let i = 0; i < 50 && !fim; i++) await sleep(20);
    expect(fim).toBe(true);
  });

  it("a stream follows its account's role: an employee made staff hears the help desk, made employee again stops", async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const carla = await buildUser(t);
    const papel = (role: 'rh' | 'colaborador') =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${carla.user.id}`,
        headers: admin.auth,
        payload: {
          nome: carla.user.nome,
          login: carla.user.login,
          role,
          status_usuario: 'ativo',
        },
      });
    const s = await stream(carla.token);
    await s.esperar((e) => e.event === 'contadores');
    expect((await papel('rh')).statusCode).toBe(200);
    // the stream learns the new role from the change to the accounts, then hears staff's events
    const a = await buildAtendimento(t);
    for (let i = 0; i < 50 && !s.eventos.some(mensagemDe(a.ticket.id)); i++) {
      expect((await enviar(a.ticket.id, a.owner, `Pergunta ${i}`)).statusCode).toBe(201);
      await sleep(20);
    }
    expect(s.eventos.some(mensagemDe(a.ticket.id))).toBe(true);
    expect((await papel('colaborador')).statusCode).toBe(200);
    const b = await buildAtendimento(t);
    expect((await enviar(b.ticket.id, b.owner, 'Depois de voltar a colaboradora')).statusCode).toBe(
      201,
    );
    // the sentinel: a message on Carla's own ticket, written after
    const seu = await buildAtendimento(t, { owner: carla });
    expect((await enviar(seu.ticket.id, admin, 'Sentinela')).statusCode).toBe(201);
    const antes = await antesDaSentinela(s, mensagemDe(seu.ticket.id));
    expect(antes.some(doAtendimento(b.ticket.id))).toBe(false);
  });

  it("a deactivated user's stream ends at the next event", async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const admin = await buildUser(t, { role: 'admin' });
    const s = await stream(rh.token);
    await s.esperar((e) => e.event === 'contadores');
    const res = await desativar(rh, admin);
    expect(res.statusCode).toBe(200);
    const { ticket, owner } = await buildAtendimento(t);
    await enviar(ticket.id, owner, 'depois da desativação');
    // ended (a stream that goes on would fail here): nothing more can arrive
    await s.terminou;
    expect(s.eventos.some(mensagemDe(ticket.id))).toBe(false);
  });
});

describe('accounts', () => {
  it("a deactivated user's stream ends at once, with no event needed", async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const admin = await buildUser(t, { role: 'admin' });
    const res = await fetch(`${base}/api/eventos`, {
      headers: { ...rh.auth, accept: 'text/event-stream' },
    });
    const leitor = res.body!.getReader();
    await leitor.read(); // the first counts
    let fim = false;
    const lendo = (async () => {
      for (;;) if ((await leitor.read()).done) return (fim = true);
    })();
    expect((await desativar(rh, admin)).statusCode).toBe(200);
    await Promise.race([lendo, sleep(2_000)]);
    expect(fim).toBe(true);
    const de_novo = await fetch(`${base}/api/eventos`, {
      headers: { ...rh.auth, accept: 'text/event-stream' },
    });
    expect(de_novo.status).toBe(401);
  });
});

describe('shutdown', () => {
  it('closing the app ends open streams instead of waiting for them', async () => {
    const outro = await createTestApp();
    const url = await outro.app.listen({ port: 0, host: '127.0.0.1' });
    const u = await buildUser(outro);
    const s = await abrir(url, u.token);
    await s.esperar((e) => e.event === 'contadores');
    const t0 = Date.now();
    await outro.close();
    expect(Date.now() - t0).toBeLessThan(3_000);
  });
});

describe.runIf(usingPostgres())('two instances on one PostgreSQL', () => {
  let segunda: TestApp;
  let b: FastifyInstance;
  let baseB: string;
  beforeAll(async () => {
    segunda = await createSecondInstance(t);
    b = segunda.app;
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => segunda.close());

  it('every table announces its changes to the other instances (migration 0008)', async () => {
    const semAviso = await sql<{ relname: string }>`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and c.relname not like 'kysely_%'
        and not exists (
          select 1 from pg_trigger tg where tg.tgrelid = c.oid and tg.tgname = 'portal_mudou'
        )`.execute(t.db);
    expect(semAviso.rows).toEqual([]);
    const todas = await sql<{ n: number }>`
      select count(*)::int as n from pg_tables where schemaname = current_schema()`.execute(t.db);
    expect(todas.rows[0]!.n).toBeGreaterThan(10);
  });

  it('a message written through A reaches a stream open on B', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const { ticket, owner } = await buildAtendimento(t);
    const noB = await abrir(baseB, owner.token);
    abertos.push(noB);
    await noB.esperar((e) => e.event === 'contadores');
    const texto = `via A ${crypto.randomBytes(3).toString('hex')}`;
    expect((await enviar(ticket.id, rh, texto)).statusCode).toBe(201);
    const e = await noB.esperar(mensagemDe(ticket.id));
    expect(JSON.parse(e.data).mensagem.mensagem).toBe(texto);
  });

  it("B's cached account follows a deactivation made through A", async () => {
    const u = await buildUser(t);
    const admin = await buildUser(t, { role: 'admin' });
    const me = () => fetch(`${baseB}/api/me`, { headers: u.auth }).then((r) => r.status);
    expect(await me()).toBe(200);
    expect(await me()).toBe(200); // now from B's cache
    const res = await desativar(u, admin);
    expect(res.statusCode).toBe(200);
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) {
      await sleep(20);
      status = await me();
    }
    expect(status).toBe(401);
  });
});
