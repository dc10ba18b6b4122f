import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: { denunciasPerWindow: 1000, acompanhamentoPerWindow: 1000 } });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = {}, remoteAddress = '10.2.2.2') =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
const file = async (body: object = {}) => {
  const res = await post('/api/denuncias', {
    categoria: 'Assédio',
    descricao: 'O encarregado grita com a equipe.',
    anonimato: true,
    ...body,
  });
  expect(res.statusCode).toBe(201);
  const { protocolo, chave } = res.json<{ protocolo: string; chave: string }>();
  return { protocolo, chave };
};
const acompanhar = (creds: object, headers: Headers = {}, remoteAddress?: string) =>
  post('/api/denuncias/acompanhamento', creds, headers, remoteAddress);
const escrever = (creds: object, texto: string) =>
  post('/api/denuncias/acompanhamento/mensagens', { ...creds, texto });
const WRONG = 'Protocolo ou chave incorretos.';

describe('POST /api/denuncias/acompanhamento', () => {
  it('shows the reporter the status and the messages, with the key typed in groups', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T14:37:00Z'));
    const { protocolo, chave } = await file();
    vi.useRealTimers();
    const typed = { protocolo: protocolo.toLowerCase(), chave: chave.replace(/(\d{4})/g, '$1 ') };
    const res = await acompanhar(typed);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      protocolo,
      categoria: 'Assédio',
      status: 'recebida',
      criado_em: '2026-05-04T14:00:00.000Z',
      mensagens: [],
      anexos: [],
    });
  });

  it('answers an unknown protocol and a wrong key alike', async () => {
    const { protocolo, chave } = await file();
    const wrongKey = await acompanhar({
      protocolo,
      chave: chave === '0'.repeat(16) ? '1'.repeat(16) : '0'.repeat(16),
    });
    const unknown = await acompanhar({ protocolo: 'ABCDEFGHJK', chave });
    for (const res of [wrongKey, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: WRONG });
    }
  });

  it('refuses malformed credentials with a 400 in Portuguese', async () => {
    for (const [body, msg] of [
      [{ protocolo: 'ABC', chave: '123' }, /chave de 16 dígitos/],
      [{ protocolo: '', chave: '1234567890123456' }, /protocolo/],
      [{ protocolo: 'ABCDEFGHJK' }, /chave de 16 dígitos/],
      [{ protocolo: 'ABCDEFGHJK', chave: '1234567890123456', extra: 1 }, /Dados inválidos/],
    ] as const) {
      const res = await acompanhar(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(msg);
    }
  });

  it('locks a protocol for 15 minutes after 5 wrong keys, even for the right key', async () => {
    const { protocolo, chave } = await file();
    const wrong = chave.startsWith('9') ? '1'.repeat(16) : '9'.repeat(16);
    for (let i = 0; i < 5; i++)
      expect((await acompanhar({ protocolo, chave: wrong })).statusCode).toBe(401);
    const locked = await acompanhar({ protocolo, chave });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Aguarde 15 minutos/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // another case is not affected
    const other = await file();
    expect((await acompanhar(other)).statusCode).toBe(200);
    // 15 minutes later the right key opens it again
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await acompanhar({ protocolo, chave })).statusCode).toBe(200);
  });

  it('someone who knows a protocol cannot lock its reporter out from elsewhere', async () => {
    const { protocolo, chave } = await file();
    const wrong = chave.startsWith('9') ? '1'.repeat(16) : '9'.repeat(16);
    // a staff member (they see every protocol) mistypes on purpose, from the office
    for (let i = 0; i < 8; i++) await acompanhar({ protocolo, chave: wrong }, {}, '10.1.1.1');
    expect((await acompanhar({ protocolo, chave }, {}, '10.1.1.1')).statusCode).toBe(429);
    // the reporter, on their own phone's network, still gets in with the right key
    expect((await acompanhar({ protocolo, chave }, {}, '177.20.30.40')).statusCode).toBe(200);
    // and the count lives in memory only: no table holds the protocol beside an address
    const tabelas = await sql<{ n: number }>`select count(*) as n from denuncia_tentativas`
      .execute(t.db)
      .then(
        () => 'existe',
        () => 'não existe',
      );
    expect(tabelas).toBe('não existe');
  });

  it('locks an unknown protocol too, so the lock tells nothing', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await acompanhar({ protocolo: 'ZZZZZZZZZZ', chave: '1'.repeat(16) })).statusCode,
      ).toBe(401);
    }
    expect((await acompanhar({ protocolo: 'ZZZZZZZZZZ', chave: '1'.repeat(16) })).statusCode).toBe(
      429,
    );
  });

  it('never reads the Authorization header and stores no address', async () => {
    const creds = await file();
    const { auth } = await buildUser(t);
    const res = await acompanhar(creds, { authorization: 'Bearer nao.e.token' }, '10.9.9.9');
    expect(res.statusCode).toBe(200);
    expect((await acompanhar(creds, auth)).statusCode).toBe(200);
    const tables = ['denuncias', 'denuncia_mensagens', 'limites_anonimos', 'audit_log'] as const;
    for (const table of tables) {
      const rows = await t.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows), table).not.toContain('10.9.9.9');
    }
  });

  it('counts wrong guesses against the address limit, unlike other refusals', async () => {
    await t.close();
    t = await createTestApp({ limits: { acompanhamentoPerWindow: 3 } });
    const bad = { protocolo: 'ABCDEFGHJK', chave: '1'.repeat(16) };
    for (let i = 0; i < 3; i++)
      expect((await acompanhar({ ...bad, protocolo: `ABCDEFGH${'JKMNP'[i]}K` })).statusCode).toBe(
        401,
      );
    const res = await acompanhar(bad);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // another address goes on
    expect((await acompanhar(bad, {}, '10.3.3.3')).statusCode).toBe(401);
  });
});

describe('POST /api/denuncias/acompanhamento/mensagens', () => {
  it('adds the reporter’s message, trimmed, at the hour, and shows it back', async () => {
    const creds = await file();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T10:59:59Z'));
    const res = await escrever(creds, '  Aconteceu de novo hoje.  ');
    vi.useRealTimers();
    expect(res.statusCode).toBe(201);
    const { mensagens } = (await acompanhar(creds)).json();
    expect(mensagens).toEqual([
      {
        id: expect.any(Number),
        autor: 'denunciante',
        texto: 'Aconteceu de novo hoje.',
        enviado_em: '2026-06-01T10:00:00.000Z',
      },
    ]);
  });

  it('refuses an empty or too long text, and a wrong key, storing nothing', async () => {
    const creds = await file();
    expect((await escrever(creds, '   ')).statusCode).toBe(400);
    expect((await escrever(creds, 'x'.repeat(5001))).statusCode).toBe(400);
    expect((await escrever({ ...creds, chave: '0'.repeat(16) }, 'oi')).statusCode).toBe(401);
    expect(await t.db.selectFrom('denuncia_mensagens').selectAll().execute()).toEqual([]);
  });

  it('answers 409 once the case is concluded or archived', async () => {
    const creds = await file();
    const admin = await buildUser(t, { role: 'admin' });
    const { id } = await t.db.selectFrom('denuncias').select('id').executeTakeFirstOrThrow();
    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/denuncias/${id}`,
      headers: admin.auth,
      payload: { status: 'concluida', mensagem: 'Apuramos e tomamos providências.' },
    });
    expect(closed.statusCode).toBe(200);
    const res = await escrever(creds, 'Mais uma coisa.');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/encerrada/);
    const seen = (await acompanhar(creds)).json();
    expect(seen.status).toBe('concluida');
    expect(seen.mensagens.map((m: { autor: string; texto: string }) => [m.autor, m.texto])).toEqual(
      [['ouvidoria', 'Apuramos e tomamos providências.']],
    );
  });
});
