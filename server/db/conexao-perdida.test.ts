/**
 * A PostgreSQL connection lost while it is checked out between two statements (what a restart
 * of PostgreSQL, a failover or `pg_terminate_backend` does): the statement fails, the process
 * lives on, and the pool serves again with a new connection (server/db/index.ts, openPostgres).
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from '../test/app.js';

describe.runIf(usingPostgres())('a PostgreSQL connection terminated mid-transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fails the transaction, does not kill the process, and the next query works', async () => {
    const naoTratados: unknown[] = [];
    const ouvir = (err: unknown) => naoTratados.push(err);
    process.prependListener('uncaughtException', ouvir);
    const outro = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await outro.connect();
    try {
      const transacao = t.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // between two statements: the connection is checked out, no query is running on it
        await outro.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await new Promise((r) => setTimeout(r, 300));
        await sql`select 1`.execute(trx);
      });
      await expect(transacao).rejects.toThrow();
      expect(naoTratados).toEqual([]);
      const { rows } = await sql<{ um: number }>`select 1 as um`.execute(t.db);
      expect(rows[0]!.um).toBe(1);
      expect(await t.handle.ping()).toBe(true);
    } finally {
      process.removeListener('uncaughtException', ouvir);
      await outro.end();
    }
  });
});
