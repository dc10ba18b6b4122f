/**
 * One statement run straight on the test server's database, for what the product itself never
 * does (moving a date into the past). `?` placeholders, on SQLite and PostgreSQL alike.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

export async function runSql(sql: string, params: unknown[] = []): Promise<void> {
  if (process.env.E2E_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    let n = 0;
    await client.query(
      sql.replace(/\?/g, () => `$${++n}`),
      params,
    );
    await client.end();
    return;
  }
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'portal.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare(sql).run(...params);
  db.close();
}
