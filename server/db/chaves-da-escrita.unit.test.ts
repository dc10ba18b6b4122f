import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { chavesDaEscrita, type Chaves } from './change-feed.js';
import type { Database } from './schema.js';

/**
 * What a write of this process tells of the rows it touches (server/db/change-feed.ts): a read
 * cache keyed by one of those columns drops only those keys; anything the statement does not pin
 * must tell nothing, or a cache would keep a row that changed.
 */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** `{ tabela: { coluna: [valores] } }`, for comparing. */
const simples = (c: Chaves | undefined) =>
  c &&
  Object.fromEntries(
    [...c].map(([tabela, colunas]) => [
      tabela,
      Object.fromEntries([...colunas].map(([coluna, vs]) => [coluna, [...vs]])),
    ]),
  );

describe('chavesDaEscrita', () => {
  it('an update pins the columns of its where (=, in, joined by and) that it does not set', () => {
    const n = db
      .updateTable('atendimentos')
      .set({ lido_ate_colaborador: 9 } as never)
      .where('id', '=', 5)
      .where('usuario_id', 'in', [3, 4])
      .toOperationNode();
    expect(simples(chavesDaEscrita(n))).toEqual({
      atendimentos: { id: [5], usuario_id: [3, 4] },
    });
  });

  it('a column the update sets is not pinned: its rows get another value', () => {
    const n = db
      .updateTable('atendimentos')
      .set({ usuario_id: 7 })
      .where('usuario_id', '=', 3)
      .where('id', '=', 5)
      .toOperationNode();
    expect(simples(chavesDaEscrita(n))).toEqual({ atendimentos: { id: [5] } });
    const soOMudado = db
      .updateTable('atendimentos')
      .set({ usuario_id: 7 })
      .where('usuario_id', '=', 3)
      .toOperationNode();
    expect(chavesDaEscrita(soOMudado)).toBeUndefined();
  });

  it('or, a subquery, a comparison other than = and in: nothing pinned', () => {
    const comOu = db
      .updateTable('users')
      .set({ nome: 'X' })
      .where((eb) => eb.or([eb('id', '=', 1), eb('id', '=', 2)]))
      .toOperationNode();
    const comSubconsulta = db
      .deleteFrom('users')
      .where('id', 'in', (eb) => eb.selectFrom('atendimentos').select('usuario_id'))
      .toOperationNode();
    const maiorQue = db
      .updateTable('users')
      .set({ nome: 'X' })
      .where('id', '>', 1)
      .toOperationNode();
    const cru = db
      .updateTable('users')
      .set({ nome: 'X' })
      .where(sql<boolean>`id = 1`)
      .toOperationNode();
    for (const n of [comOu, comSubconsulta, maiorQue, cru])
      expect(chavesDaEscrita(n)).toBeUndefined();
  });

  it('two conditions on one column: only the values both allow', () => {
    const n = db
      .deleteFrom('sessoes')
      .where('id', 'in', ['a', 'b'])
      .where('id', '=', 'b')
      .toOperationNode();
    expect(simples(chavesDaEscrita(n))).toEqual({ sessoes: { id: ['b'] } });
  });

  it("an insert tells each column's values over all its rows", () => {
    const n = db
      .insertInto('mensagens')
      .values([
        { atendimento_id: 4, remetente: 'usuario', tipo: 'text', mensagem: 'a', enviado_em: 'x' },
        { atendimento_id: 6, remetente: 'suporte', tipo: 'text', mensagem: 'b', enviado_em: 'x' },
      ] as never)
      .toOperationNode();
    expect(simples(chavesDaEscrita(n))?.mensagens?.atendimento_id).toEqual([4, 6]);
  });

  it('an upsert, an insert from a select: nothing told', () => {
    const upsert = db
      .insertInto('passkeys')
      .values({ usuario_id: 1 } as never)
      .onConflict((oc) => oc.column('id').doUpdateSet({ usuario_id: 2 } as never))
      .toOperationNode();
    const deSelect = db
      .insertInto('mensagens')
      .columns(['atendimento_id'] as never)
      .expression((eb) => eb.selectFrom('atendimentos').select('id'))
      .toOperationNode();
    for (const n of [upsert, deSelect]) expect(chavesDaEscrita(n)).toBeUndefined();
  });

  it('a with that only reads changes nothing of what the write tells', () => {
    const comWith = db
      .with('x', (d) => d.selectFrom('users').select('id'))
      .updateTable('users')
      .set({ nome: 'X' })
      .where('id', '=', 1)
      .toOperationNode();
    expect(simples(chavesDaEscrita(comWith))).toEqual({ users: { id: [1] } });
  });

  it("a write inside a with (PostgreSQL) tells its rows beside the statement's own", () => {
    // the read mark moved and its event written in one statement (server/core/fim-da-escrita.ts)
    const n = db
      .with('mudou', (d) =>
        d
          .updateTable('atendimentos')
          .set({ lido_ate_colaborador: 9 } as never)
          .where('id', '=', 5)
          .returning('id'),
      )
      .insertInto('eventos')
      .columns(['tipo'] as never)
      .expression(sql`select 'atendimento' from mudou`)
      .toOperationNode();
    // the events come from a select: that table changed anywhere, so it is not named
    expect(simples(chavesDaEscrita(n))).toEqual({ atendimentos: { id: [5] } });
  });

  it('a table two writes of one statement touch: nothing told of it', () => {
    const n = db
      .with('a', (d) =>
        d.updateTable('users').set({ nome: 'A' }).where('id', '=', 1).returning('id'),
      )
      .updateTable('users')
      .set({ nome: 'B' })
      .where('id', '=', 2)
      .toOperationNode();
    const umSemChaves = db
      .with('a', (d) =>
        d.updateTable('users').set({ nome: 'A' }).where('id', '>', 1).returning('id'),
      )
      .updateTable('users')
      .set({ nome: 'B' })
      .where('id', '=', 2)
      .toOperationNode();
    for (const x of [n, umSemChaves]) expect(chavesDaEscrita(x)).toBeUndefined();
  });
});
