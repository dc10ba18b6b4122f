import path from 'node:path';
import { usingPostgres, type TestApp } from './app.js';
import { executarAvulso } from './sql-avulso.js';

/**
 * Runs SQL (`?` placeholders) on a connection of its own to `t`'s database, as another process
 * would: the change feed hears it as another connection's change. Then waits 5 ms, since the
 * feed asks SQLite at most once per millisecond.
 */
export async function porOutraConexao(
  t: Pick<TestApp, 'databaseUrl' | 'dataDir'>,
  sqlText: string,
  params: unknown[],
): Promise<void> {
  await executarAvulso(
    {
      ...(usingPostgres() ? { databaseUrl: t.databaseUrl } : {}),
      arquivoSqlite: path.join(t.dataDir, 'portal.db'),
    },
    sqlText,
    params,
  );
  await new Promise((r) => setTimeout(r, 5));
}
