/**
 * Idempotency-Key on the chat's writes the device's queue may send again (server/core/
 * idempotencia.ts): a repeat gets the first answer and writes nothing, on both databases.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildAtendimento, buildUser, type BuiltUser, tokenPara } from '../../test/factories.js';
import { apagarChavesVencidas } from '../../core/idempotencia-registros.js';
import { CHAVE_INVALIDA, CHAVE_REUSADA } from '../../core/idempotencia.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

type Headers = Record<string, string>;
const enviar = (auth: Headers, id: number, mensagem: unknown, chave?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${id}/mensagens`,
    headers: { ...auth, ...(chave === undefined ? {} : { 'idempotency-key': chave }) },
    payload: { mensagem },
  });
const fechar = (auth: Headers, id: number, chave?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${id}/fechar`,
    headers: { ...auth, ...(chave === undefined ? {} : { 'idempotency-key': chave }) },
  });
const contar = async (tabela: 'mensagens' | 'eventos' | 'idempotencia' | 'audit_log') =>
  Number(
    (
      await t.db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const mensagensDe = (id: number) =>
  t.db.selectFrom('mensagens').selectAll().where('atendimento_id', '=', id).execute();
const novaChave = () => crypto.randomUUID();
/** A fresh token for `u` at the current (possibly moved) clock. */
const authAgora = async (u: BuiltUser) => ({
  authorization: `Bearer ${await tokenPara(t.db, t.app.ctx.tokens, u.user)}`,
});

describe('Idempotency-Key gates', () => {
  it('401 without a token, 400 for a malformed key before the ticket is looked up', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const other = await buildUser(t);
    expect((await enviar({}, ticket.id, 'Olá', novaChave())).statusCode).toBe(401);
    for (const ruim of ['', 'x'.repeat(256), 'com espaço', 'tab\tdentro', 'acentuação']) {
      const res = await enviar(other.auth, ticket.id, 'Olá', ruim);
      expect(res.statusCode, JSON.stringify(ruim)).toBe(400);
      expect(res.json().error).toBe(CHAVE_INVALIDA);
    }
    expect((await fechar(owner.auth, ticket.id, '')).statusCode).toBe(400);
    // a well-formed key changes nothing about who may write: another's ticket is 404
    expect((await enviar(other.auth, ticket.id, 'Olá', novaChave())).statusCode).toBe(404);
    expect((await enviar(owner.auth, ticket.id, 'Olá', 'x'.repeat(255))).statusCode).toBe(201);
    expect(await contar('mensagens')).toBe(1);
  });
});

describe('a message sent again with its key', () => {
  it('gets the first answer, with no second message, event or key', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const chave = novaChave();
    const first = await enviar(owner.auth, ticket.id, 'Cerca caída no talhão 3', chave);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const eventos = await contar('eventos');
    const again = await enviar(owner.auth, ticket.id, 'Cerca caída no talhão 3', chave);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await mensagensDe(ticket.id)).toHaveLength(1);
    expect(await contar('eventos')).toBe(eventos);
    expect(await contar('idempotencia')).toBe(1);
  });

  it('is answered again even after the ticket was closed meanwhile', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const chave = novaChave();
    const first = await enviar(owner.auth, ticket.id, 'Sem sinal aqui', chave);
    expect((await fechar(owner.auth, ticket.id)).statusCode).toBe(200);
    const again = await enviar(owner.auth, ticket.id, 'Sem sinal aqui', chave);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });

  it('422 with other content or on another route; another user’s same key is theirs', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const segundo = await buildAtendimento(t, { owner: await buildUser(t) });
    const chave = novaChave();
    expect((await enviar(owner.auth, ticket.id, 'Primeira', chave)).statusCode).toBe(201);
    const outra = await enviar(owner.auth, ticket.id, 'Outra', chave);
    expect(outra.statusCode).toBe(422);
    expect(outra.json().error).toBe(CHAVE_REUSADA);
    expect((await fechar(owner.auth, ticket.id, chave)).statusCode).toBe(422);
    expect((await mensagensDe(ticket.id)).map((m) => m.mensagem)).toEqual(['Primeira']);
    // the ticket is still open: the refused close wrote nothing
    expect((await fechar(owner.auth, ticket.id)).statusCode).toBe(200);

    const alheia = await enviar(segundo.owner.auth, segundo.ticket.id, 'Primeira', chave);
    expect(alheia.statusCode).toBe(201);
    expect(alheia.headers['idempotent-replayed']).toBeUndefined();
    expect(await mensagensDe(segundo.ticket.id)).toHaveLength(1);
  });

  it('one ticket is one route: its id has one spelling, /01/ is refused and replays nothing', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const chave = novaChave();
    const first = await enviar(owner.auth, ticket.id, 'Bomba do poço parada', chave);
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/0${ticket.id}/mensagens`,
      headers: { ...owner.auth, 'idempotency-key': chave },
      payload: { mensagem: 'Bomba do poço parada' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Identificador inválido.');
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await mensagensDe(ticket.id)).toHaveLength(1);
  });

  it('a refused first try stores no key, so the corrected retry is written', async () => {
    const fechado = await buildAtendimento(t, { status: 'fechado' });
    const { ticket, owner } = await buildAtendimento(t, { owner: fechado.owner });
    const chave = novaChave();
    expect((await enviar(owner.auth, ticket.id, '   ', chave)).statusCode).toBe(400);
    expect((await enviar(owner.auth, fechado.ticket.id, 'Oi', chave)).statusCode).toBe(409);
    expect(await contar('idempotencia')).toBe(0);
    const ok = await enviar(owner.auth, ticket.id, 'Agora sim', chave);
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a first try whose answer was lost on the way gets that answer on retry', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const chave = novaChave();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // the device sends and its link drops before the answer arrives
    const body = JSON.stringify({ mensagem: 'Enviada no sinal fraco' });
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: `/api/atendimentos/${ticket.id}/mensagens`,
      headers: {
        ...owner.auth,
        'idempotency-key': chave,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('error', () => undefined);
    let respondeu = false;
    req.on('response', () => (respondeu = true));
    // the link drops once the server has read the request, before it answers
    t.app.server.once('request', (raw: http.IncomingMessage) =>
      raw.once('end', () => req.destroy()),
    );
    req.end(body);
    await vi.waitFor(async () => expect(await mensagensDe(ticket.id)).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(respondeu).toBe(false);
    const [gravada] = await mensagensDe(ticket.id);
    const retry = await enviar(owner.auth, ticket.id, 'Enviada no sinal fraco', chave);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(gravada!.id);
    expect(await mensagensDe(ticket.id)).toHaveLength(1);
  });

  it('sent many times at once, is written once and every answer is the first', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const chave = novaChave();
    const eventos = await contar('eventos');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => enviar(owner.auth, ticket.id, 'Ao mesmo tempo', chave)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await mensagensDe(ticket.id)).toHaveLength(1);
    // one message event and one ticket event, as for any single message
    expect((await contar('eventos')) - eventos).toBe(2);
  });

  it('after 24 h the key is new again, and the purge deletes expired keys', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T13:00:00Z'));
    const { ticket, owner } = await buildAtendimento(t);
    const chave = novaChave();
    const first = await enviar(await authAgora(owner), ticket.id, 'Dia 1', chave);
    await enviar(await authAgora(owner), ticket.id, 'Outra chave', novaChave());
    vi.setSystemTime(new Date('2026-11-26T12:59:00Z'));
    const dentro = await enviar(await authAgora(owner), ticket.id, 'Dia 1', chave);
    expect(dentro.headers['idempotent-replayed']).toBe('true');
    vi.setSystemTime(new Date('2026-11-26T13:00:01Z'));
    const depois = await enviar(await authAgora(owner), ticket.id, 'Dia 1', chave);
    expect(depois.statusCode).toBe(201);
    expect(depois.headers['idempotent-replayed']).toBeUndefined();
    expect(depois.json().id).not.toBe(first.json().id);
    expect(await mensagensDe(ticket.id)).toHaveLength(3);
    // the reused key's row was replaced; the other one is past 24 h and goes
    expect(await contar('idempotencia')).toBe(2);
    expect(await apagarChavesVencidas(t.db)).toBe(1);
    expect(await contar('idempotencia')).toBe(1);
  });
});

describe('closing a ticket again with its key', () => {
  it('answers the first close, with no second audit entry or event', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const chave = novaChave();
    const first = await fechar(owner.auth, ticket.id, chave);
    expect(first.statusCode).toBe(200);
    const eventos = await contar('eventos');
    const again = await fechar(owner.auth, ticket.id, chave);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ id: ticket.id, status: 'fechado' });
    const audits = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('acao', '=', AUDIT_ACTIONS.atendimentoFechado)
      .execute();
    expect(audits).toHaveLength(1);
    expect(await contar('eventos')).toBe(eventos);
    // without a key, closing again is refused as before
    expect((await fechar(owner.auth, ticket.id)).statusCode).toBe(409);
  });

  it('sent twice at once, closes once and both get the first answer', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const chave = novaChave();
    const answers = await Promise.all([1, 2, 3].map(() => fechar(owner.auth, ticket.id, chave)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('acao', '=', AUDIT_ACTIONS.atendimentoFechado)
      .execute();
    expect(audits).toHaveLength(1);
  });
});
