/**
 * A chat asking only for what is new (`?depois=`) and an employee's answered tickets
 * (docs/product/atendimentos.md), on SQLite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEPOIS_INVALIDO } from '../../../common/schemas/atendimentos.js';
import { completo } from '../../db/completo.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  abrirStream,
  antesDaSentinela,
  depoisDe,
  doAtendimento,
  type Stream,
} from '../../test/sse.js';
import {
  buildAtendimento,
  buildMensagem,
  buildUser,
  type BuiltUser,
} from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

describe('answers the owner has not read', () => {
  const lista = async (u: BuiltUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/atendimentos?meus=true', headers: u.auth })
    ).json() as { id: number; resposta_nao_lida?: boolean }[];
  const um = async (u: BuiltUser, id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/atendimentos/${id}`, headers: u.auth })).json();
  const nota = (u: BuiltUser, id: number, texto: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/${id}/notas`,
      headers: u.auth,
      payload: { texto },
    });

  it('a staff message is unread until the owner reads the chat; notes and own messages never count', async () => {
    const a = await buildAtendimento(t);
    const rh = await buildUser(t, { role: 'rh' });
    const id = a.ticket.id;
    await buildMensagem(t, { atendimento: a });
    expect((await lista(a.owner))[0]).toMatchObject({ id, resposta_nao_lida: false });
    expect((await nota(rh, id, 'Só para a equipe')).statusCode).toBe(201);
    expect((await lista(a.owner))[0]!.resposta_nao_lida).toBe(false);

    const resposta = (await buildMensagem(t, { atendimento: a, autor: rh })).message;
    expect((await lista(a.owner))[0]!.resposta_nao_lida).toBe(true);
    expect((await um(a.owner, id)).resposta_nao_lida).toBe(true);
    // staff reading the chat marks nothing for the owner, and staff never see the field
    await mensagens(rh, id);
    expect((await lista(a.owner))[0]!.resposta_nao_lida).toBe(true);
    expect(await um(rh, id)).not.toHaveProperty('resposta_nao_lida');
    // asking only for what is new, from before the answer, reads it
    await mensagens(a.owner, id, `?depois=${resposta.id - 1}`);
    expect((await lista(a.owner))[0]!.resposta_nao_lida).toBe(false);
    const row = await completo(t.db)
      .selectFrom('atendimentos')
      .select('lido_ate_colaborador')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.lido_ate_colaborador).toBe(resposta.id);

    await buildMensagem(t, { atendimento: a, autor: rh });
    expect((await lista(a.owner))[0]!.resposta_nao_lida).toBe(true);
    await mensagens(a.owner, id);
    expect((await lista(a.owner))[0]!.resposta_nao_lida).toBe(false);
  });
});

describe("the employee's count on the live stream", () => {
  let base: string;
  const abertos: Stream[] = [];
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const s of abertos.splice(0)) s.fechar();
  });
  const stream = async (u: BuiltUser) => {
    const s = await abrirStream(base, u.token);
    abertos.push(s);
    return s;
  };
  const contagem = async (s: Stream, desde = 0) =>
    JSON.parse((await s.esperar((e) => e.event === 'contadores', desde)).data);
  const enviar = (u: BuiltUser, id: number, mensagem: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/${id}/mensagens`,
      headers: u.auth,
      payload: { mensagem },
    });

  it("goes up when support answers, down when the owner reads, and never tells another user's tickets", async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const a = await buildAtendimento(t);
    const b = await buildAtendimento(t);
    const sDono = await stream(a.owner);
    const sOutro = await stream(b.owner);
    const sRh = await stream(rh);
    expect(await contagem(sDono)).toEqual({ meus_atendimentos: { respondidos: 0 } });
    await contagem(sOutro);
    expect(await contagem(sRh)).not.toHaveProperty('meus_atendimentos');

    let n = sDono.eventos.length;
    expect((await enviar(rh, a.ticket.id, 'Pode reiniciar o coletor?')).statusCode).toBe(201);
    expect(await contagem(sDono, n)).toEqual({ meus_atendimentos: { respondidos: 1 } });
    // an internal note on the ticket: nothing at all for the owner
    n = sDono.eventos.length;
    const nRh = sRh.eventos.length;
    await t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/${a.ticket.id}/notas`,
      headers: rh.auth,
      payload: { texto: 'Nota interna' },
    });
    const daNota = await sRh.esperar((e) => e.event === 'atendimento', nRh);
    // the sentinel: a message the owner does hear, written after the note
    expect((await enviar(rh, a.ticket.id, 'Sentinela')).statusCode).toBe(201);
    const antes = await antesDaSentinela(sDono, depoisDe(daNota.id), n);
    expect(antes.slice(n)).toEqual([]);
    expect(await contagem(sDono, antes.length)).toEqual({ meus_atendimentos: { respondidos: 1 } });

    n = sDono.eventos.length;
    await mensagens(a.owner, a.ticket.id);
    expect(await contagem(sDono, n)).toEqual({ meus_atendimentos: { respondidos: 0 } });
    // the other employee heard nothing of it; their sentinel: an answer on their own ticket
    expect((await enviar(rh, b.ticket.id, 'Sentinela')).statusCode).toBe(201);
    const doOutro = await antesDaSentinela(sOutro, doAtendimento(b.ticket.id));
    expect(doOutro.map((e) => e.event)).toEqual(['contadores']);
  });
});
