import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { Limits } from '../../config.js';

// The per-address limit of the contact form, sized for an office behind one public address
// (docs/decisions/009-shared-office-limits.md).
let t: TestApp;
const start = async (limits: Partial<Limits> = {}) => {
  t = await createTestApp({ limits });
};
afterEach(() => t.close());

const OFFICE = '200.150.10.20';
const valid = {
  name: 'Joana Prado',
  email: 'joana@exemplo.com.br',
  phone: '(34) 99999-0000',
  subject: 'Comercial',
  message: 'Gostaria de saber sobre a venda de bezerros.',
};
const send = (payload: unknown, remoteAddress = OFFICE, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/contato',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });
const stored = async () =>
  (await t.db.selectFrom('contato_mensagens').select('id').execute()).length;

describe('POST /api/contato from one shared office address', () => {
  it('thirty messages from one address in one window all get 201', async () => {
    await start();
    for (let i = 1; i <= 30; i++) {
      const res = await send({ ...valid, message: `Mensagem ${i} do escritório.` });
      expect(res.statusCode, `mensagem ${i}`).toBe(201);
    }
    expect(await stored()).toBe(30);
  });

  it('a flood from one address is stopped with a 429 in Portuguese; other addresses go on', async () => {
    await start();
    let accepted = 0;
    let res = await send(valid);
    while (res.statusCode === 201 && accepted < 1000) {
      accepted++;
      res = await send(valid);
    }
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted).toBeLessThan(1000);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'Muitas requisições. Aguarde e tente novamente.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(accepted);
    expect((await send(valid, '200.150.10.21')).statusCode).toBe(201);
  });

  it('refused input (invalid fields, text/plain) does not use up the allowance', async () => {
    await start({ contatoPerWindow: 2 });
    for (let i = 0; i < 10; i++) {
      const res = await send({ ...valid, name: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Informe seu nome.' });
    }
    for (let i = 0; i < 2; i++) expect((await send(valid)).statusCode).toBe(201);
    expect((await send(valid)).statusCode).toBe(429);
    expect(await stored()).toBe(2);
  });

  it('a message sent as text/plain gets 415 in Portuguese, and a JSON that is not an object 400', async () => {
    await start();
    const plain = await send('Olá, gostaria de um orçamento.', OFFICE, 'text/plain');
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ error: 'Tipo de conteúdo não suportado.' });
    for (const body of ['"texto"', '[1, 2]', '42']) {
      const res = await send(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toEqual({ error: 'Dados inválidos.' });
    }
    expect(await stored()).toBe(0);
  });
});
