/**
 * A chat asking only for what is new (`?depois=`) and an employee's answered tickets
 * (docs/product/atendimentos.md), on SQLite and PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEPOIS_INVALIDO } from '../../../common/schemas/atendimentos.js';
import { createTestApp, type TestApp } from '../../test/app.js';
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
afterEach(() => t.close());

const mensagens = (u: BuiltUser, id: number, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/atendimentos/${id}/mensagens${query}`,
    headers: u.auth,
  });

describe('GET …/mensagens?depois=', () => {
  it('answers only the messages with a greater id, in the same shape; without it the whole list', async () => {
    const a = await buildAtendimento(t);
    const rh = await buildUser(t, { role: 'rh' });
    const ids = [];
    for (const autor of [a.owner, rh, a.owner]) {
      ids.push((await buildMensagem(t, { atendimento: a, autor })).message.id);
    }
    const todas = (await mensagens(a.owner, a.ticket.id)).json();
    expect(todas.map((m: { id: number }) => m.id)).toEqual(ids);
    const res = await mensagens(a.owner, a.ticket.id, `?depois=${ids[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(todas.slice(1));
    expect((await mensagens(rh, a.ticket.id, `?depois=${ids[2]}`)).json()).toEqual([]);
    expect((await mensagens(a.owner, a.ticket.id, '?depois=0')).json()).toEqual(todas);
    // a message written after the last read is seen at once
    const nova = (await buildMensagem(t, { atendimento: a, autor: rh })).message;
    const depois = (await mensagens(a.owner, a.ticket.id, `?depois=${ids[2]}`)).json();
    expect(depois.map((m: { id: number }) => m.id)).toEqual([nova.id]);
  });

  it('keeps the authorization and refuses a bad value in Portuguese', async () => {
    const a = await buildAtendimento(t);
    await buildMensagem(t, { atendimento: a });
    const outro = await buildUser(t);
    expect((await mensagens(outro, a.ticket.id, '?depois=0')).statusCode).toBe(404);
    for (const v of ['abc', '-1', '1.5', '', '99999999999999999999']) {
      const res = await mensagens(a.owner, a.ticket.id, `?depois=${v}`);
      expect(res.statusCode, v).toBe(400);
      expect(res.json().error).toBe(DEPOIS_INVALIDO);
    }
  });
});
