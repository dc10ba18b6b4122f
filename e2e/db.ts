/**
 * One statement run straight on a test server's database, for what the product itself never
 * does (moving a date into the past). `?` placeholders, on SQLite and PostgreSQL alike.
 */
import path from 'node:path';
import { executarAvulso } from '../server/test/sql-avulso';

export type Banco = Parameters<typeof executarAvulso>[0];

/**
 * The database of the shared test server, or of a server of its own started with `env`'s
 * DATA_DIR and DATABASE_URL (the same variables its command line is given, ./api.ts `Api.cli`).
 */
export function bancoDoServidor(env: Record<string, string> = {}): Banco {
  const databaseUrl = env.DATABASE_URL ?? process.env.E2E_DATABASE_URL;
  return {
    databaseUrl: databaseUrl || undefined,
    arquivoSqlite: path.join(env.DATA_DIR ?? process.env.E2E_DATA_DIR!, 'portal.db'),
  };
}

/** `sql` on the shared test server's database. */
export function runSql(sql: string, params: unknown[] = []): Promise<void> {
  return executarAvulso(bancoDoServidor(), sql, params);
}
