/**
 * The Ouvidoria's counts for the risk inventory (docs/product/denuncias.md, "Para o PGR"): the
 * gates, 1 and 2 never shown, nothing finer than a month, and the one visibility rule.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildDenuncia, buildUser, type BuiltUser } from '../../test/factories.js';
import { mascarar } from './indicadores-pgr.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

const URL_PGR = '/api/denuncias/indicadores/pgr';
const ler = (u: BuiltUser, q = '') => t.app.inject({ url: `${URL_PGR}${q}`, headers: u.auth });

type Celula = { chave: string; total: number | '<3' };
const celula = (
  body: { por_categoria: { chave: string; meses: Celula[] }[] },
  cat: string,
  mes: string,
) => body.por_categoria.find((c) => c.chave === cat)!.meses.find((m) => m.chave === mes)!.total;

describe('GET /api/denuncias/indicadores/pgr', () => {
  it('401, 403 for colaborador and rh, 400 in Portuguese', async () => {
    expect((await t.app.inject({ url: URL_PGR })).statusCode).toBe(401);
    for (const role of ['colaborador', 'rh'] as const) {
      expect((await ler(await buildUser(t, { role }))).statusCode).toBe(403);
    }
    const compliance = await buildUser(t, { role: 'compliance' });
    const erro = async (q: string) => {
      const r = await ler(compliance, q);
      expect(r.statusCode).toBe(400);
      return r.json().error;
    };
    expect(await erro('?de=2026-13')).toBe('Mês inválido. Use o formato AAAA-MM.');
    expect(await erro('?de=2026-11-01')).toBe('Mês inválido. Use o formato AAAA-MM.');
    expect(await erro('?de=2026-10&ate=2026-01')).toBe(
      'O mês inicial deve vir antes do mês final.',
    );
    expect(await erro('?de=2020-01&ate=2026-01')).toBe('Escolha no máximo 36 meses.');
  });

  it('never shows 1 or 2: each count from 0 to 5 in its own cell', async () => {
    expect([0, 1, 2, 3, 4, 5].map(mascarar)).toEqual([0, '<3', '<3', 3, 4, 5]);
    const cats = ['Sugestão', 'Crítica', 'Assédio', 'Corrupção', 'Fraude', 'Ambiental'];
    for (let n = 0; n <= 5; n++) {
      for (let i = 0; i < n; i++) {
        await buildDenuncia(t, {
          categoria: cats[n]!,
          criado_em: `2026-05-15T${String(10 + i).padStart(2, '0')}:00:00.000Z`,
        });
      }
    }
    const admin = await buildUser(t, { role: 'admin' });
    const r = await ler(admin, '?de=2026-01&ate=2026-11');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    for (let n = 0; n <= 5; n++) {
      expect(celula(body, cats[n]!, '2026-05')).toBe(n === 1 || n === 2 ? '<3' : n);
    }
    for (const c of body.por_categoria) {
      for (const m of c.meses) expect(m.total === '<3' || m.total === 0 || m.total >= 3).toBe(true);
    }
  });

  it('counts by month in Brazil time and nothing finer: no day, protocol, content or total', async () => {
    // 02:00 UTC on 1 November is 23:00 on 31 October in Brasília
    const casos = [];
    for (let i = 0; i < 3; i++) {
      casos.push(
        await buildDenuncia(t, {
          categoria: 'Assédio',
          criado_em: '2026-11-01T02:00:00.000Z',
          descricao: 'Relato secreto do PGR',
        }),
      );
    }
    const compliance = await buildUser(t, { role: 'compliance' });
    const r = await ler(compliance);
    const body = r.json();
    expect(body.de).toBe('2025-12');
    expect(body.ate).toBe('2026-11');
    expect(body.meses).toHaveLength(12);
    expect(celula(body, 'Assédio', '2026-10')).toBe(3);
    expect(celula(body, 'Assédio', '2026-11')).toBe(0);
    expect(Object.keys(body).sort()).toEqual(['ate', 'de', 'meses', 'por_categoria']);
    expect(Object.keys(body.por_categoria[0]).sort()).toEqual(['chave', 'meses']);
    // every date-like string is a month
    const datas = r.body.match(/\d{4}-\d{2}[-\dT:.Z]*/g) ?? [];
    expect(datas.every((d) => /^\d{4}-\d{2}$/.test(d))).toBe(true);
    expect(r.body).not.toContain('Relato secreto');
    for (const c of casos) expect(r.body).not.toContain(c.protocolo);
  });

  it("a role excluded from a case does not see it counted; this hour's cases wait", async () => {
    const mes = '2026-09';
    for (let i = 0; i < 3; i++) {
      await buildDenuncia(t, { categoria: 'Fraude', criado_em: `${mes}-10T1${i}:00:00.000Z` });
    }
    await buildDenuncia(t, {
      categoria: 'Fraude',
      criado_em: `${mes}-11T10:00:00.000Z`,
      excluir_papeis: ['compliance'],
    });
    const compliance = await buildUser(t, { role: 'compliance' });
    const admin = await buildUser(t, { role: 'admin' });
    expect(celula((await ler(compliance)).json(), 'Fraude', mes)).toBe(3);
    expect(celula((await ler(admin)).json(), 'Fraude', mes)).toBe(4);
    // an admin account whose access a compliance member set answers for compliance too
    const controlada = await buildUser(t, { role: 'admin' });
    await t.db
      .updateTable('users')
      .set({ papeis_gestores: ',compliance,' })
      .where('id', '=', controlada.user.id)
      .execute();
    expect(celula((await ler(controlada)).json(), 'Fraude', mes)).toBe(3);
    // a case of this very hour is not counted until its hour is over
    await buildDenuncia(t, { categoria: 'Ambiental' });
    expect(celula((await ler(admin)).json(), 'Ambiental', '2026-11')).toBe(0);
  });
});
