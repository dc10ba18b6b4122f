/**
 * The single statements' pool sends the texts it sees often as named statements
 * (./consultas-nomeadas.ts, docs/decisions/086-consultas-nomeadas.md): which texts, and what
 * PostgreSQL does with them — parsed once per connection, and a plan that no longer fits its
 * result (a column added by a newer instance's migration) sent again unnamed, never an error.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { NomesDasConsultas, poolComNomes } from './consultas-nomeadas.js';
import { openDatabase } from './index.js';
import { apagarSchema, novoSchema, usingPostgres } from '../test/app.js';

describe('which texts are named', () => {
  it('a text from its third use, always by the same name; another text by another', () => {
    const nomes = new NomesDasConsultas();
    const a = 'select * from "users" where "id" = $1';
    const b = 'select * from "sessoes" where "id" = $1';
    expect(nomes.nomeDe(a)).toBeUndefined();
    expect(nomes.nomeDe(b)).toBeUndefined();
    expect(nomes.nomeDe(a)).toBeUndefined();
    const nomeA = nomes.nomeDe(a);
    expect(nomeA).toBeDefined();
    expect(nomes.nomeDe(a)).toBe(nomeA);
    expect(nomes.nomeDe(b)).toBeUndefined();
    const nomeB = nomes.nomeDe(b);
    expect(nomeB).toBeDefined();
    expect(nomeB).not.toBe(nomeA);
  });

  it('no more than the maximum of texts are named; the others go unnamed', () => {
    const nomes = new NomesDasConsultas(3);
    const textos = Array.from({ length: 5 }, (_, i) => `select ${i} where $1::int > 0`);
    for (let vez = 0; vez < 4; vez++) for (const t of textos) nomes.nomeDe(t);
    expect(textos.map((t) => nomes.nomeDe(t) !== undefined)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(nomes.nomeados).toBe(3);
  });

  it('a refused text is never named again, nor its name given to another', () => {
    const nomes = new NomesDasConsultas();
    const t = 'select * from "t" where "a" = $1';
    for (let vez = 0; vez < 3; vez++) nomes.nomeDe(t);
    const antes = nomes.nomeDe(t);
    nomes.recusar(t);
    for (let vez = 0; vez < 5; vez++) expect(nomes.nomeDe(t)).toBeUndefined();
    const outro = 'select 1 where $1::int > 0';
    for (let vez = 0; vez < 3; vez++) nomes.nomeDe(outro);
    expect(nomes.nomeDe(outro)).toBeDefined();
    expect(nomes.nomeDe(outro)).not.toBe(antes);
  });
});

describe.runIf(usingPostgres())('named statements on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const fechar: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const f of fechar.splice(0).reverse()) await f();
  });

  /** A schema of the test's own, dropped after the test. */
  async function schemaDoTeste() {
    const schema = await novoSchema();
    fechar.push(() => apagarSchema(schema));
    return schema;
  }

  /**
   * A client of a pool of one connection on a schema of the test's own, through `poolComNomes`
   * with its own naming rule; released after the test.
   */
  async function clienteComNomes() {
    const pool = new pg.Pool({
      connectionString: url,
      max: 1,
      options: `-c search_path=${await schemaDoTeste()}`,
    });
    fechar.push(() => pool.end());
    const nomes = new NomesDasConsultas();
    const c = await poolComNomes(pool, nomes).connect();
    fechar.push(async () => c.release());
    return { c, nomes };
  }

  const preparados = async (c: { query: pg.PoolClient['query'] }) =>
    (await c.query('select name, statement from pg_prepared_statements', [])).rows as {
      name: string;
      statement: string;
    }[];

  it('a text used often is parsed once on the connection, and answers as unnamed', async () => {
    const { c, nomes } = await clienteComNomes();
    await c.query('create table t (a int, nome text)', []);
    await c.query(`insert into t values (1, 'um'), (2, 'dois')`, []);
    const texto = 'select nome from t where a = $1';
    for (let vez = 1; vez <= 6; vez++) {
      const { rows } = await c.query(texto, [vez % 2 === 0 ? 2 : 1]);
      expect(rows).toEqual([{ nome: vez % 2 === 0 ? 'dois' : 'um' }]);
    }
    const deste = (await preparados(c)).filter((p) => p.statement === texto);
    expect(deste).toHaveLength(1);
    expect(deste[0]!.name).toBe(nomes.nomeDe(texto));
  });

  it('a column added under a named `select *` (a newer instance migrated): answered with it, not an error', async () => {
    const { c, nomes } = await clienteComNomes();
    await c.query('create table t (a int)', []);
    await c.query('insert into t values (1)', []);
    const texto = 'select * from t where a = $1';
    for (let vez = 0; vez < 4; vez++) await c.query(texto, [1]);
    expect((await preparados(c)).map((p) => p.statement)).toContain(texto);
    await c.query(`alter table t add column nome text default 'novo'`, []);
    for (let vez = 0; vez < 3; vez++) {
      const { rows } = await c.query(texto, [1]);
      expect(rows).toEqual([{ a: 1, nome: 'novo' }]);
    }
    expect(nomes.nomeDe(texto)).toBeUndefined();
  });

  it("the database's single statements go named, its transactions unnamed", async () => {
    const handle = openDatabase({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nomeadas-')),
      databaseUrl: url,
      pgSchema: await schemaDoTeste(),
    });
    fechar.push(() => handle.close());
    const sozinha = () => sql<{ n: number }>`select ${41}::int + 1 as n`.execute(handle.db);
    for (let vez = 0; vez < 4; vez++) expect((await sozinha()).rows).toEqual([{ n: 42 }]);
    // nothing else uses this handle: its single statements took one connection, this one
    const { rows } = await sql<{
      statement: string;
    }>`select statement from pg_prepared_statements`.execute(handle.db);
    expect(rows.map((r) => r.statement)).toContain('select $1::int + 1 as n');
    const naTransacao = await handle.db.transaction().execute(async (trx) => {
      for (let vez = 0; vez < 4; vez++) await sql`select ${7}::int * 6 as n`.execute(trx);
      return (
        await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(trx)
      ).rows[0]!.n;
    });
    expect(naTransacao).toBe(0);
  });
});
