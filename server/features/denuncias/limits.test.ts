import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import {
  createSecondInstance,
  createTestApp,
  usingPostgres,
  type TestApp,
} from '../../test/app.js';
import type { Limits } from '../../config.js';
import { anunciarHoras } from './anuncios.js';

// The per-address limit of the Ouvidoria, sized for a farm office whose staff all reach the
// internet through one public address (docs/decisions/009-shared-office-limits.md).
let t: TestApp;
const start = async (limits: Partial<Limits> = {}) => {
  t = await createTestApp({ limits });
};
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const OFFICE = '200.150.10.20';
const valid = { categoria: 'Fraude', descricao: 'Notas fiscais duplicadas.', anonimato: true };
const file = (payload: unknown, remoteAddress = OFFICE, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/denuncias',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });
const stored = async () => (await t.db.selectFrom('denuncias').select('id').execute()).length;

describe('POST /api/denuncias from one shared office address', () => {
  it('a training session of thirty people filing from one address: every report gets 201', async () => {
    await start();
    for (let i = 1; i <= 30; i++) {
      const res = await file({ ...valid, descricao: `Relato ${i} do treinamento.` });
      expect(res.statusCode, `relato ${i}`).toBe(201);
    }
    expect(await stored()).toBe(30);
  });

  it('a flood from one address is stopped with a 429 in Portuguese; other addresses go on', async () => {
    await start();
    let accepted = 0;
    let res = await file(valid);
    while (res.statusCode === 201 && accepted < 1000) {
      accepted++;
      res = await file(valid);
    }
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted).toBeLessThan(1000);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'Muitas requisições. Aguarde e tente novamente.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await file(valid)).statusCode).toBe(429);
    expect(await stored()).toBe(accepted);
    expect((await file(valid, '200.150.10.21')).statusCode).toBe(201);
  });

  it('refused input (400, 413, 415) does not use up the allowance', async () => {
    await start({ denunciasPerWindow: 3 });
    for (let i = 0; i < 10; i++) {
      expect((await file({ ...valid, categoria: 'Roubo' })).statusCode).toBe(400);
    }
    expect((await file('{"categoria":')).statusCode).toBe(400);
    expect((await file({ ...valid, descricao: 'x'.repeat(300_000) })).statusCode).toBe(413);
    expect((await file('categoria=Fraude', OFFICE, 'text/csv')).statusCode).toBe(415);
    for (let i = 0; i < 3; i++) expect((await file(valid)).statusCode).toBe(201);
    expect((await file(valid)).statusCode).toBe(429);
    expect(await stored()).toBe(3);
  });
});

describe.runIf(usingPostgres())('the limit across instances on one PostgreSQL', () => {
  it('an address that used its allowance through A is refused through B; another is not', async () => {
    await start({ denunciasPerWindow: 3 });
    const b = await createSecondInstance(t, { limits: { denunciasPerWindow: 3 } });
    try {
      const via = (app: TestApp, remoteAddress = OFFICE) =>
        app.app.inject({
          method: 'POST',
          url: '/api/denuncias',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(valid),
          remoteAddress,
        });
      expect((await via(t)).statusCode).toBe(201);
      expect((await via(b)).statusCode).toBe(201);
      expect((await via(t)).statusCode).toBe(201);
      const refused = await via(b);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'Muitas requisições. Aguarde e tente novamente.' });
      expect((await via(b, '200.150.10.99')).statusCode).toBe(201);
      expect(await stored()).toBe(4);
      // the counts are stored under a keyed hash, never the address
      const { rows } = await sql<{ chave: string }>`select chave from limites_anonimos`.execute(
        t.db,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain('200.150');
    } finally {
      await b.close();
    }
  });
});

describe('the count keeps no trace past its window', () => {
  it('holds only a keyed hash and its clock-aligned window, and is gone once the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T14:37:12.345Z'));
    await start();
    expect((await file(valid)).statusCode).toBe(201);
    const linhas = async () =>
      (await sql<Record<string, unknown>>`select * from limites_anonimos`.execute(t.db)).rows;
    const [linha, ...resto] = await linhas();
    expect(resto).toEqual([]);
    expect(Object.keys(linha!).sort()).toEqual(['chave', 'contagem', 'janela']);
    // the window's number is the hour's (14:00), never the request's millisecond
    expect(Number(linha!.janela) * 60 * 60_000).toBe(Date.parse('2026-11-26T14:00:00.000Z'));
    expect(JSON.stringify(linha)).not.toContain(OFFICE);
    // the hour's own job keeps the count while its window lasts...
    vi.setSystemTime(new Date('2026-11-26T14:59:59.000Z'));
    await anunciarHoras(t.app.ctx);
    expect(await linhas()).toHaveLength(1);
    // ...and deletes it once the window is over, with no further request
    vi.setSystemTime(new Date('2026-11-26T15:01:00.100Z'));
    await anunciarHoras(t.app.ctx);
    expect(await linhas()).toEqual([]);
    // a request of the new hour counts afresh
    expect((await file(valid, '200.150.10.99')).statusCode).toBe(201);
    const depois = await linhas();
    expect(depois).toHaveLength(1);
    expect(depois[0]!.chave).not.toBe(linha!.chave);
  });

  it("a later report leaves an ended window's counts to the job (a reporter's request deletes nothing)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T14:37:12.345Z'));
    await start();
    expect((await file(valid)).statusCode).toBe(201);
    vi.setSystemTime(new Date('2026-11-26T15:00:00.100Z'));
    expect((await file(valid, '200.150.10.99')).statusCode).toBe(201);
    const { rows } = await sql<{ janela: number }>`select janela from limites_anonimos`.execute(
      t.db,
    );
    expect(rows.map((r) => Number(r.janela)).sort()).toHaveLength(2);
    await anunciarHoras(t.app.ctx);
    const resto = await sql<{ janela: number }>`select janela from limites_anonimos`.execute(t.db);
    expect(resto.rows.map((r) => Number(r.janela) * 60 * 60_000)).toEqual([
      Date.parse('2026-11-26T15:00:00.000Z'),
    ]);
  });
});
