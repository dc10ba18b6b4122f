/**
 * An id in a path or a filter has one spelling, decimal digits without a leading zero
 * (common/schemas/fields.ts): `01`, `0x1`, `1.0`, `1e0`, `+1`, ` 1` and the like are other
 * spellings of 1, and every route answers them alike, 400 "Identificador inválido.".
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { buildAtendimento, buildUser } from './factories.js';
import { rotasRegistradas } from './rotas.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const GRAFIAS = [
  // leading zeros
  '01',
  '001',
  '00',
  '0',
  '01234',
  // signs, spaces, other bases and notations
  '+1',
  '%2B1',
  '-1',
  '%201',
  '1%20',
  '%091',
  '0x1',
  '0b1',
  '0o1',
  '1.0',
  '1.',
  '1e0',
  '1_0',
  // digits of other scripts (full-width １, Arabic-Indic ١)
  '%EF%BC%91',
  '%D9%A1',
  // beyond the column
  '2147483648',
  '99999999999',
];

/** Paths whose `:id` is not a number: a session (device) is named by a random string. */
const IDS_QUE_NAO_SAO_NUMEROS = new Set(['/api/me/sessoes/:id']);

describe('ids in one spelling only', () => {
  it('every route with an id in its path refuses every other spelling, alike', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const rotas = rotasRegistradas(t.app).filter(
      (r) => /:id\b/.test(r.url) && r.metodo !== 'HEAD' && !IDS_QUE_NAO_SAO_NUMEROS.has(r.url),
    );
    // the sweep reads the route table: it grows with the routes
    expect(rotas.length).toBeGreaterThanOrEqual(30);
    for (const { metodo, url } of rotas) {
      for (const g of GRAFIAS) {
        const res = await t.app.inject({
          method: metodo as 'GET',
          url: url.replace(':id', g),
          headers: admin.auth,
        });
        const what = `${metodo} ${url.replace(':id', g)} → ${res.statusCode} ${res.body}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json().error, what).toBe('Identificador inválido.');
      }
    }
  });

  it('the canonical spelling is the id; the responsible filter follows the same rule', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const { ticket } = await buildAtendimento(t);
    expect(ticket.id).toBe(1);
    const ok = await t.app.inject({ url: '/api/atendimentos/1', headers: admin.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().id).toBe(1);
    for (const g of GRAFIAS) {
      for (const url of [
        `/api/atendimentos?ordem=prazo&responsavel=${g}`,
        `/api/admin/denuncias?responsavel=${g}`,
      ]) {
        const res = await t.app.inject({ url, headers: admin.auth });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error, url).toBe('Responsável inválido.');
      }
    }
    const filtro = await t.app.inject({
      url: `/api/atendimentos?ordem=prazo&responsavel=${admin.user.id}`,
      headers: admin.auth,
    });
    expect(filtro.statusCode).toBe(200);
  });
});
