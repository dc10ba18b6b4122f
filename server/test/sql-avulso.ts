import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * Runs one statement (`?` placeholders, on SQLite and PostgreSQL alike) on a connection of its
 * own to a test's database, as another process would: for what the product itself never does
 * (moving a date into the past, writing behind a running server's back). `banco`: the PostgreSQL
 * URL, or else the SQLite file, which may be busy with the server's own write for a moment.
 * Used by the API tests (./outra-conexao.ts) and the end-to-end tests (e2e/db.ts).
 */
export async function executarAvulso(
  banco: { databaseUrl?: string; arquivoSqlite: string },
  sqlText: string,
  params: unknown[] = [],
): Promise<void> {
  if (banco.databaseUrl) {
    const client = new pg.Client({ connectionString: banco.databaseUrl });
    await client.connect();
    try {
      let i = 0;
      await client.query(
        sqlText.replace(/\?/g, () => `$${++i}`),
        params,
      );
    } finally {
      await client.end();
    }
    return;
  }
  const db = new SQLite(banco.arquivoSqlite);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(sqlText).run(...params);
  } finally {
    db.close();
  }
}
