/**
 * A phone's first request finds neither its account nor its session in memory: one statement
 * reads both (server/core/current-user.ts, `lerContaESessao`;
 * docs/decisions/094-conta-e-sessao-numa-leitura.md), and each is then kept by its own cache. The
 * checks stay what they were: a token naming another person's session, or an ended one, is
 * refused, whatever is in memory. On SQLite and PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../common/paths.js';
import { createSecondInstance, createTestApp, type TestApp } from '../test/app.js';
import { buildUser } from '../test/factories.js';
import { espiarInstrucoes } from '../test/instrucoes.js';
import { SESSAO_ENCERRADA } from './current-user.js';
import { encerrarSessao } from './sessoes.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/**
 * The statements `app` sends that read an account by its id or a session: what checking a token
 * reads (a background job's list of users is not one of them). `durante` runs after the first of
 * them has run, before it returns.
 */
function espiar(app: TestApp, durante?: () => Promise<void>) {
  const le = (sql: string) =>
    /^select/i.test(sql) && /"sessoes"|from "users" where "id" =/.test(sql);
  const lidas: string[] = [];
  const parar = espiarInstrucoes(
    app.app.ctx.db,
    (sql) => {
      if (le(sql)) lidas.push(sql);
    },
    durante && { quando: le, faz: durante },
  );
  return { lidas, parar };
}

const me = (app: TestApp, token: string) =>
  app.app.inject({ url: api.me, headers: { authorization: `Bearer ${token}` } });
/** the employee's own tickets, as the app polls them: no account read of its own */
const lista = (app: TestApp, token: string) =>
  app.app.inject({
    url: '/api/atendimentos?meus=true',
    headers: { authorization: `Bearer ${token}` },
  });

describe("a phone's first request", () => {
  it('reads its account and its session in one statement; the next request reads neither', async () => {
    const ana = await buildUser(t);
    // another instance: nothing of Ana's in its memory, as after a restart
    const outra = await createSecondInstance(t);
    const espia = espiar(outra);
    try {
      expect((await lista(outra, ana.token)).statusCode).toBe(200);
      expect(espia.lidas).toHaveLength(1);
      expect(espia.lidas[0]).toMatch(/from "users" left join "sessoes"/);
      espia.lidas.length = 0;
      expect((await lista(outra, ana.token)).statusCode).toBe(200);
      expect(espia.lidas).toEqual([]);
    } finally {
      espia.parar();
      await outra.close();
    }
  });

  it('two requests of one phone at once (as its live stream and its tickets) read them once', async () => {
    const ana = await buildUser(t);
    const outra = await createSecondInstance(t);
    const espia = espiar(outra);
    try {
      const [a, b] = await Promise.all([lista(outra, ana.token), lista(outra, ana.token)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(espia.lidas).toHaveLength(1);
    } finally {
      espia.parar();
      await outra.close();
    }
  });

  it('a request that waited for another read of its session does not take that answer when the session ended meanwhile', async () => {
    const ana = await buildUser(t);
    const sid = (await t.app.ctx.tokens.verify(ana.token))!.sid;
    const outra = await createSecondInstance(t);
    let depois: Promise<Awaited<ReturnType<typeof me>>> | undefined;
    // the first request's read has seen the session; before it returns, the session ends on
    // this instance and a second request of the same phone arrives
    const espia = espiar(outra, async () => {
      // as a sign-out does (server/core/sessoes.ts), through this instance
      expect(await encerrarSessao(outra.app.ctx.db, ana.user.id, sid)).toBe(true);
      depois = me(outra, ana.token);
      await new Promise((r) => setTimeout(r, 100));
    });
    try {
      const antes = await me(outra, ana.token);
      // it began before the end, and read the session before it
      expect(antes.statusCode).toBe(200);
      const res = await depois!;
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: SESSAO_ENCERRADA });
    } finally {
      espia.parar();
      await outra.close();
    }
  });

  it("a token carrying another person's session is refused, whatever is in memory", async () => {
    const ana = await buildUser(t);
    const bia = await buildUser(t);
    const sidDaBia = (await t.app.ctx.tokens.verify(bia.token))!.sid;
    const forjado = await t.app.ctx.tokens.sign({
      userId: ana.user.id,
      version: ana.user.token_version,
      sid: sidDaBia,
    });
    const outra = await createSecondInstance(t);
    try {
      // neither in memory
      const frio = await me(outra, forjado);
      expect(frio.statusCode).toBe(401);
      expect(frio.json()).toEqual({ error: SESSAO_ENCERRADA });
      // both in memory (each used by its owner)
      expect((await me(outra, ana.token)).statusCode).toBe(200);
      expect((await me(outra, bia.token)).statusCode).toBe(200);
      const quente = await me(outra, forjado);
      expect(quente.statusCode).toBe(401);
      expect(quente.json()).toEqual({ error: SESSAO_ENCERRADA });
    } finally {
      await outra.close();
    }
  });

  it('an ended session is refused on an instance that had neither in memory', async () => {
    const ana = await buildUser(t);
    const sid = (await t.app.ctx.tokens.verify(ana.token))!.sid;
    const fim = await t.app.inject({
      method: 'DELETE',
      url: api.minhaSessao(sid),
      headers: ana.auth,
    });
    expect(fim.statusCode).toBe(204);
    const outra = await createSecondInstance(t);
    try {
      const res = await me(outra, ana.token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: SESSAO_ENCERRADA });
    } finally {
      await outra.close();
    }
  });
});
