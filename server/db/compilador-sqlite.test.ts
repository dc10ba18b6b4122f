/**
 * A LIMIT sent as a parameter (./compilador-sqlite.ts): on SQLite it reaches the database as an
 * expression, never as a bare `limit ?` (which SQLite plans again on every run), wherever Kysely
 * builds it (a query, a subquery, a read compiled once); and on both databases every limit still
 * limits as it did, with an offset, zero, one, a literal. What is checked on SQLite is the text
 * sent: better-sqlite3 does not tell whether SQLite planned a statement again, so a future SQLite
 * that also planned from `cast(? as integer)` would pass here (docs/decisions/092).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { consultaPronta } from './consulta-pronta.js';
import type { Db } from './index.js';
import { createTestApp, usingPostgres, type TestApp } from '../test/app.js';
import { buildUser } from '../test/factories.js';

let t: TestApp;
const ids: number[] = [];
/** every SQL text SQLite was asked to prepare while a test ran */
const preparados: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 4; i++) {
    ids.push((await buildUser(t, { login: `limite.${i}`, role: 'colaborador' })).user.id);
  }
  const sqlite = t.handle.sqlite;
  if (sqlite) {
    const preparar = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((texto: string) => {
      preparados.push(texto);
      return preparar(texto);
    }) as typeof sqlite.prepare;
  }
});
afterAll(() => t.close());

/** the users this file made (by id: a `like ?` would itself make SQLite plan again) */
const desta = (db: Db) =>
  db
    .selectFrom('users')
    .select('id')
    .where('id', '>=', ids[0]!)
    .where('id', '<=', ids.at(-1)!)
    .orderBy('id');

/** the users of this file after `depois`, at most `limite`: compiled once */
const pronta = consultaPronta((db: Db, depois: number, limite: number) =>
  desta(db).where('id', '>', depois).limit(limite),
);

const consultas = {
  'limit alone': async (db: Db) => (await desta(db).limit(2).execute()).map((r) => r.id),
  'limit and offset': async (db: Db) =>
    (await desta(db).limit(2).offset(1).execute()).map((r) => r.id),
  'limit 0': async (db: Db) => (await desta(db).limit(0).execute()).map((r) => r.id),
  'limit 1, first row': async (db: Db) => [(await desta(db).limit(1).executeTakeFirst())?.id],
  'in a subquery': async (db: Db) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', desta(db).limit(3))
        .orderBy('id', 'desc')
        .execute()
    ).map((r) => r.id),
  'a literal limit': async (db: Db) =>
    (await desta(db).limit(sql.lit(2)).execute()).map((r) => r.id),
  'compiled once': async (db: Db) => (await pronta(db, ids[0]!, 2)).map((r) => r.id),
};

describe('a LIMIT given as a parameter', () => {
  it('limits as before on this database, each value in its place', async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    const esperado: Record<keyof typeof consultas, number[]> = {
      'limit alone': [a, b],
      'limit and offset': [b, c],
      'limit 0': [],
      'limit 1, first row': [a],
      'in a subquery': [c, b, a],
      'a literal limit': [a, b],
      'compiled once': [b, c],
    };
    for (const [nome, consultar] of Object.entries(consultas)) {
      expect(await consultar(t.db), nome).toEqual(esperado[nome as keyof typeof consultas]);
    }
    // the same read compiled once, with other values: nothing of the first call stays
    expect((await pronta(t.db, c, 10)).map((r) => r.id)).toEqual([d]);
    expect((await pronta(t.db, a - 1, 1)).map((r) => r.id)).toEqual([a]);
  });

  it.skipIf(usingPostgres())(
    'reaches SQLite as an expression, never as a bare `limit ?`',
    async () => {
      // a text already prepared by this app is kept (server/db/index.ts): the list holds every
      // text prepared since the spy was put in place (beforeAll), the first test's included
      for (const consultar of Object.values(consultas)) await consultar(t.db);
      await pronta(t.db, ids[1]!, 3);
      const comLimite = preparados.filter((texto) => /\blimit\b/i.test(texto));
      // every query above but the literal one sends its limit as a parameter
      expect(comLimite.filter((texto) => texto.includes('limit cast(? as integer)'))).not.toEqual(
        [],
      );
      expect(comLimite.filter((texto) => /\blimit\s+\?/i.test(texto))).toEqual([]);
      expect(comLimite.some((texto) => /\blimit 2\b/.test(texto))).toBe(true);
    },
  );
});
