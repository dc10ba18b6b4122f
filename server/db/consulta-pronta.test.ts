/**
 * A read compiled once (./consulta-pronta.ts): each call's values reach the database in their
 * places, constants stay, in a transaction too; a builder that decides something with a value,
 * drops one, or writes is refused when first compiled, before anything is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../common/roles.js';
import { consultaPronta } from './consulta-pronta.js';
import type { Db } from './index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildUser } from '../test/factories.js';

let t: TestApp;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const [login, role] of [
    ['pronta.a', 'colaborador'],
    ['pronta.b', 'rh'],
    ['pronta.c', 'colaborador'],
  ] as const) {
    ids.push((await buildUser(t, { login, role })).user.id);
  }
});
afterAll(() => t.close());

/** users by role after an id, a constant role among the values */
const porPapel = consultaPronta((db: Db, role: Role, depois: number, limite: number) =>
  db
    .selectFrom('users')
    .select(['id', 'login', 'role'])
    .where('role', '=', role)
    .where('id', '>', depois)
    .where('status_usuario', '=', 'ativo')
    .orderBy('id')
    .limit(limite),
);

describe('a read compiled once', () => {
  it('answers each call with its own values, in their places', async () => {
    const [a, b, c] = ids as [number, number, number];
    const colaboradores = await porPapel(t.db, 'colaborador', a - 1, 10);
    expect(colaboradores.map((r) => r.id)).toEqual([a, c]);
    expect(colaboradores.map((r) => r.login)).toEqual(['pronta.a', 'pronta.c']);
    expect((await porPapel(t.db, 'colaborador', a, 10)).map((r) => r.id)).toEqual([c]);
    expect((await porPapel(t.db, 'colaborador', a - 1, 1)).map((r) => r.id)).toEqual([a]);
    expect((await porPapel(t.db, 'rh', a - 1, 10)).map((r) => r.id)).toEqual([b]);
    expect(await porPapel(t.db, 'admin', c, 10)).toEqual([]);
  });

  it('the same values answer what Kysely built anew answers', async () => {
    const [a] = ids as [number];
    const anew = await t.db
      .selectFrom('users')
      .select(['id', 'login', 'role'])
      .where('role', '=', 'colaborador')
      .where('id', '>', a - 1)
      .where('status_usuario', '=', 'ativo')
      .orderBy('id')
      .limit(10)
      .execute();
    expect(await porPapel(t.db, 'colaborador', a - 1, 10)).toEqual(anew);
  });

  it('in a transaction, it reads what the transaction wrote', async () => {
    const [, b] = ids as [number, number];
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ role: 'colaborador' }).where('id', '=', b).execute();
        expect((await porPapel(trx, 'rh', b - 1, 10)).map((r) => r.id)).toEqual([]);
        throw new Error('desfazer');
      })
      .catch((e: Error) => expect(e.message).toBe('desfazer'));
    expect((await porPapel(t.db, 'rh', b - 1, 10)).map((r) => r.id)).toEqual([b]);
  });

  it('refuses a builder that turns a value into a number, drops one, writes, or loses a value', async () => {
    const conta = consultaPronta((db: Db, pagina: number) =>
      db
        .selectFrom('users')
        .select('id')
        .offset((pagina - 1) * 10),
    );
    await expect(conta(t.db, 2)).rejects.toThrow('foi usado para montar a consulta');
    const escolhe = consultaPronta((db: Db, id: number, _nome: string) =>
      db.selectFrom('users').select('id').where('id', '=', id),
    );
    await expect(escolhe(t.db, 1, 'x')).rejects.toThrow('o valor 2 não chegou à consulta');
    const escreve = consultaPronta((db: Db, id: number) =>
      db.updateTable('users').set({ nome: 'x' }).where('id', '=', id),
    );
    await expect(escreve(t.db, ids[0]!)).rejects.toThrow('só leituras');
    // a select whose `with` writes is a write too (as the change feed reads it)
    const escreveNoWith = consultaPronta((db: Db, id: number) =>
      db
        .with('mudou', (w) =>
          w.updateTable('users').set({ nome: 'x' }).where('id', '=', id).returning('id'),
        )
        .selectFrom('mudou')
        .select('id'),
    );
    await expect(escreveNoWith(t.db, ids[0]!)).rejects.toThrow('só leituras');
    // a value after a parameter with a default would be dropped: the call is refused
    const comPadrao = consultaPronta((db: Db, id: number, limite: number = 5) =>
      db.selectFrom('users').select('id').where('id', '=', id).limit(limite),
    );
    await expect(comPadrao(t.db, ids[0]!, 1)).rejects.toThrow('2 valores para 1 lugares');
    const nomes = await t.db.selectFrom('users').select('nome').where('id', 'in', ids).execute();
    expect(nomes.map((r) => r.nome)).not.toContain('x');
  });
});
