import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('GET /api/links', () => {
  it('401 without a token; the six configured reports for any user', async () => {
    expect((await t.app.inject({ url: '/api/links' })).statusCode).toBe(401);
    const u = await buildUser(t);
    const res = await t.app.inject({ url: '/api/links', headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { label: string }) => l.label)).toEqual([
      'Financeiro',
      'Frotas',
      'Agrícola',
      'Orçado X Realizado',
      'Transportadora',
      'Checklist',
    ]);
  });
});
