/**
 * The Ouvidoria's two legal clocks (./prazos.ts) are one rule read two ways: on a table of cases
 * worked out by hand, boundaries to the millisecond included, the JS reading of each row as the
 * database gives it back and the SQL filter agree, on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildDenuncia } from '../../test/factories.js';
import { casoAtrasadoSql, prazosDe } from './prazos.js';

const AGORA = new Date('2026-11-25T15:00:00.000Z');
const DIA = 86_400_000;
/** `dias` days (and `ms` milliseconds) before AGORA. */
const antes = (dias: number, ms = 0) => new Date(AGORA.getTime() - dias * DIA - ms).toISOString();

interface Caso {
  nome: string;
  criado_em: string;
  confirmada_em?: string;
  encerrada_em?: string;
  atrasada: boolean;
}

const CASOS: Caso[] = [
  { nome: 'new', criado_em: antes(1), atrasada: false },
  { nome: 'exactly 7 days: on time', criado_em: antes(7), atrasada: false },
  { nome: '7 days and 1 ms, unanswered: late', criado_em: antes(7, 1), atrasada: true },
  {
    nome: '7 days and 1 ms, answered late: met',
    criado_em: antes(7, 1),
    confirmada_em: antes(0),
    atrasada: false,
  },
  {
    nome: 'exactly 90 days, answered: on time',
    criado_em: antes(90),
    confirmada_em: antes(89),
    atrasada: false,
  },
  {
    nome: '90 days and 1 ms, answered, not concluded: late',
    criado_em: antes(90, 1),
    confirmada_em: antes(89),
    atrasada: true,
  },
  {
    nome: '90 days and 1 ms, concluded without an answer: late by the first clock',
    criado_em: antes(90, 1),
    encerrada_em: antes(1),
    atrasada: true,
  },
  {
    nome: 'a year, answered and concluded',
    criado_em: antes(365),
    confirmada_em: antes(364),
    encerrada_em: antes(300),
    atrasada: false,
  },
];

let t: TestApp;
const ids = new Map<number, Caso>();

beforeAll(async () => {
  t = await createTestApp();
  for (const c of CASOS) {
    const { id } = await buildDenuncia(t, { criado_em: c.criado_em });
    await t.db
      .updateTable('denuncias')
      .set({ confirmada_em: c.confirmada_em ?? null, encerrada_em: c.encerrada_em ?? null })
      .where('id', '=', id)
      .execute();
    ids.set(id, c);
  }
});
afterAll(() => t.close());

describe('the Ouvidoria clocks, one rule in JS and SQL', () => {
  it('agree with the hand-worked table, read back from the database', async () => {
    const linhas = await t.db
      .selectFrom('denuncias')
      .select(['id', 'criado_em', 'confirmada_em', 'encerrada_em'])
      .execute();
    const atrasadosSql = new Set(
      (
        await t.db
          .selectFrom('denuncias')
          .select('id')
          .where(casoAtrasadoSql(AGORA.toISOString()))
          .execute()
      ).map((r) => r.id),
    );
    // in the table's order, whatever order the database returns its rows in
    expect(linhas).toHaveLength(CASOS.length);
    const porId = new Map(linhas.map((l) => [l.id, l]));
    const visto = [...ids].map(([id, c]) => ({
      nome: c.nome,
      js: prazosDe(porId.get(id)!, AGORA).atrasada,
      sql: atrasadosSql.has(id),
    }));
    expect(visto).toEqual(CASOS.map((c) => ({ nome: c.nome, js: c.atrasada, sql: c.atrasada })));
  });
});
