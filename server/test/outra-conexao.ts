import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { usingPostgres, type TestApp } from './app.js';

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
  if (usingPostgres()) {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    let i = 0;
    await client.query(
      sqlText.replace(/\?/g, () => `$${++i}`),
      params,
    );
    await client.end();
  } else {
    const other = new SQLite(path.join(t.dataDir, 'portal.db'));
    other.prepare(sqlText).run(...params);
    other.close();
  }
  await new Promise((r) => setTimeout(r, 5));
}
