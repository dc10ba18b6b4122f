/**
 * An id in a path or a filter is written in decimal digits only (common/schemas/fields.ts): `0x1`,
 * `1.0`, `1e0` and the like are other spellings of 1, and each route answers them 400.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { buildAtendimento, buildUser } from './factories.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const GRAFIAS = ['0x1', '1.0', '1e0', '+1', '0b1', '1.', '%201', '1%20', '0', '-1', '99999999999'];

describe('ids in decimal digits only', () => {
  it('a ticket, a user and a responsible filter refuse other spellings of a number', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const { ticket } = await buildAtendimento(t);
    expect(ticket.id).toBe(1);
    const ok = await t.app.inject({ url: '/api/atendimentos/1', headers: admin.auth });
    expect(ok.statusCode).toBe(200);
    for (const g of GRAFIAS) {
      for (const url of [`/api/atendimentos/${g}`, `/api/users/${g}`]) {
        const res = await t.app.inject({ url, headers: admin.auth });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error, url).toBe('Identificador inválido.');
      }
      const filtro = await t.app.inject({
        url: `/api/atendimentos?ordem=prazo&responsavel=${g}`,
        headers: admin.auth,
      });
      expect(filtro.statusCode, g).toBe(400);
    }
    // leading zeros are still the number, written in digits
    expect(
      (await t.app.inject({ url: '/api/atendimentos/01', headers: admin.auth })).statusCode,
    ).toBe(200);
  });
});
