/**
 * One statement run straight on the test server's database, for what the product itself never
 * does (moving a date into the past). `?` placeholders, on SQLite and PostgreSQL alike.
 */
import path from 'node:path';
import { executarAvulso } from '../server/test/sql-avulso';

export function runSql(sql: string, params: unknown[] = []): Promise<void> {
  return executarAvulso(
    {
      databaseUrl: process.env.E2E_DATABASE_URL || undefined,
      arquivoSqlite: path.join(process.env.E2E_DATA_DIR!, 'portal.db'),
    },
    sql,
    params,
  );
}
