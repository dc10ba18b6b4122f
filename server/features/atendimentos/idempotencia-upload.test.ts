/**
 * Idempotency-Key on the chat's upload (server/core/idempotencia.ts): the same file sent again
 * gets the first `{url}`, signed afresh, with no second message or stored file.
 */
import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, linhasDe, type TestApp } from '../../test/app.js';
import { buildAtendimento, type BuiltUser, tokenPara } from '../../test/factories.js';
import { multipart, realPdf, realPng } from '../../test/file-fixtures.js';
import { CHAVE_REUSADA } from '../../core/idempotencia.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const upload = (
  auth: Record<string, string>,
  id: number,
  file: Buffer,
  nome: string,
  chave: string,
) => {
  const body = multipart(file, nome);
  return t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${id}/upload`,
    headers: { ...auth, ...body.headers, 'idempotency-key': chave },
    payload: body.payload,
  });
};
const armazenados = () => linhasDe(t.db, 'arquivos_armazenados');
const mensagensDe = (id: number) =>
  t.db.selectFrom('mensagens').selectAll().where('atendimento_id', '=', id).execute();
const authAgora = async (u: BuiltUser) => ({
  authorization: `Bearer ${await tokenPara(t.db, t.app.ctx.tokens, u.user)}`,
});

describe('a file sent again with its key', () => {
  it('gets the first url, with no second message or stored file', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const png = await realPng();
    const chave = crypto.randomUUID();
    const first = await upload(owner.auth, ticket.id, png, 'foto.png', chave);
    expect(first.statusCode).toBe(201);
    const files = await armazenados(); // the photo and its thumbnail
    expect(files).toBe(2);
    const again = await upload(owner.auth, ticket.id, png, 'foto.png', chave);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await armazenados()).toBe(files);
    expect(await mensagensDe(ticket.id)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: again.json().url })).statusCode).toBe(200);
  });

  it('422 for other bytes or another name under the same key; nothing is stored', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const chave = crypto.randomUUID();
    expect((await upload(owner.auth, ticket.id, realPdf(), 'nota.pdf', chave)).statusCode).toBe(
      201,
    );
    const outroNome = await upload(owner.auth, ticket.id, realPdf(), 'outra.pdf', chave);
    expect(outroNome.statusCode).toBe(422);
    expect(outroNome.json().error).toBe(CHAVE_REUSADA);
    const outrosBytes = await upload(owner.auth, ticket.id, await realPng(), 'nota.pdf', chave);
    expect(outrosBytes.statusCode).toBe(422);
    expect(await armazenados()).toBe(1);
    expect(await mensagensDe(ticket.id)).toHaveLength(1);
  });

  it('sent many times at once, stores one file and answers one url', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const pdf = realPdf();
    const chave = crypto.randomUUID();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => upload(owner.auth, ticket.id, pdf, 'nota.pdf', chave)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().url)).size).toBe(1);
    expect(await armazenados()).toBe(1);
    expect(await mensagensDe(ticket.id)).toHaveLength(1);
  });

  it('a day later, after the ticket closed, answers a link signed afresh that opens', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T23:50:00Z'));
    const { ticket, owner } = await buildAtendimento(t);
    const chave = crypto.randomUUID();
    const first = await upload(await authAgora(owner), ticket.id, realPdf(), 'nota.pdf', chave);
    await t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/${ticket.id}/fechar`,
      headers: await authAgora(owner),
    });
    // 23 h 55 min later, within the key's 24 h: the first link ends in 15 min, the repeat's
    // lasts at least a day, as a new upload's would
    vi.setSystemTime(new Date('2026-11-26T23:45:00Z'));
    const again = await upload(await authAgora(owner), ticket.id, realPdf(), 'nota.pdf', chave);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const url = new URL(again.json().url, 'http://x');
    expect(url.pathname).toBe(new URL(first.json().url, 'http://x').pathname);
    expect(Number(url.searchParams.get('exp'))).toBeGreaterThanOrEqual(Date.now() / 1000 + 86_400);
    expect((await t.app.inject({ method: 'GET', url: again.json().url })).statusCode).toBe(200);
  });
});
