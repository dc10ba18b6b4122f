/**
 * A chat poll whose ticket is not in memory reads the ticket and its message list's version in
 * one query (reads.ts, `readAtendimentoEVersao`), and keeps both under the caches' rule
 * (docs/decisions/041-feed-e-caches.md): the version read with the ticket is kept as if read
 * apart, so the poll after needs no query, and a message written while that query ran is not
 * hidden by it. On SQLite and PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { api } from '../../../common/paths.js';
import type { Mensagem } from '../../../common/schemas/atendimentos.js';
import { createTestApp, usingPostgres, type TestApp } from '../../test/app.js';
import { espiarInstrucoes } from '../../test/instrucoes.js';
import {
  buildAtendimento,
  buildMensagem,
  buildUser,
  type BuiltUser,
} from '../../test/factories.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/**
 * The statements the app sends on its connection (transactions apart) that read the chat's
 * tables; `durante` runs after the first one for which it answers true, before that one returns.
 */
function espiar(durante?: { quando: (sql: string) => boolean; faz: () => Promise<void> }) {
  const lidas: string[] = [];
  const parar = espiarInstrucoes(
    t.app.ctx.db,
    (sql) => {
      if (/^select/i.test(sql) && /"(atendimentos|mensagens)"/.test(sql)) lidas.push(sql);
    },
    durante,
  );
  return { lidas, parar };
}

/**
 * On PostgreSQL, until the notices of every commit so far have been heard (each drops what it
 * names once more): they come in commit order, so a notice sent now comes after them.
 */
async function avisosEmDia() {
  if (!usingPostgres()) return;
  const nome = `sentinela-${Math.random()}`;
  const ouvida = new Promise<void>((resolve) => {
    const parar = t.handle.changes.onChange((tabelas) => {
      if (tabelas === 'all' || !tabelas.has(nome)) return;
      parar();
      resolve();
    });
  });
  await sql`select pg_notify('portal_mudancas', current_schema() || '.' || ${nome})`.execute(t.db);
  await ouvida;
}

const poll = async (u: BuiltUser, id: number, depois?: number): Promise<Mensagem[]> => {
  const res = await t.app.inject({
    url: api.mensagens(id) + (depois === undefined ? '' : `?depois=${depois}`),
    headers: u.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("the chat's first read", () => {
  it('keeps the version it read with the ticket: the poll after it reads nothing', async () => {
    const a = await buildAtendimento(t);
    const rh = await buildUser(t, { role: 'rh' });
    const ultima = (await buildMensagem(t, { atendimento: a, autor: rh })).message.id;
    // opening the chat moves the owner's mark: the ticket is read again on the next poll
    await poll(a.owner, a.ticket.id);
    await avisosEmDia();
    const espia = espiar();
    await poll(a.owner, a.ticket.id, ultima);
    const segunda = [...espia.lidas];
    await poll(a.owner, a.ticket.id, ultima);
    espia.parar();
    // the second poll: the ticket and its version in one query; the third: none
    expect(segunda).toHaveLength(1);
    expect(espia.lidas).toEqual(segunda);
  });

  it('a message written while that query runs shows on the next poll', async () => {
    const a = await buildAtendimento(t);
    const rh = await buildUser(t, { role: 'rh' });
    const ultima = (await buildMensagem(t, { atendimento: a, autor: a.owner })).message.id;
    let nova = 0;
    const espia = espiar({
      // the query that reads the ticket with its version
      quando: (sql) => /count\(\*\)/i.test(sql) && /"atendimentos"/.test(sql),
      faz: async () => {
        nova = (await buildMensagem(t, { atendimento: a, autor: rh })).message.id;
      },
    });
    const primeira = await poll(a.owner, a.ticket.id, ultima);
    espia.parar();
    expect(nova).toBeGreaterThan(ultima);
    // that read's answer may or may not have it; the next one must
    expect(primeira.map((m) => m.id).filter((id) => id !== nova)).toEqual([]);
    expect((await poll(a.owner, a.ticket.id, ultima)).map((m) => m.id)).toEqual([nova]);
  });
});
