import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { usingPostgres, type TestApp } from '../app.js';

/** Every table of server/db/schema.ts, with a column that orders its rows. */
const TABLES: [string, string][] = [
  ['users', 'id'],
  ['audit_log', 'id'],
  ['login_throttle', 'chave'],
  ['contato_mensagens', 'id'],
  ['denuncias', 'id'],
  ['atendimentos', 'id'],
  ['mensagens', 'id'],
  ['arquivos', 'id'],
  ['avaliacoes', 'id'],
];

/**
 * Everything the product stores: every row of every table and the names of the uploaded files.
 * Two equal snapshots mean nothing stored changed.
 */
export async function snapshot(t: TestApp): Promise<string> {
  const parts: unknown[] = [];
  if (usingPostgres()) {
    // every table in one statement: a round trip each, twice per request, was most of the fuzz
    // run's time on PostgreSQL (40 s against 4 s on SQLite)
    const tabelas = TABLES.map(
      ([table, order]) =>
        sql`${table}::text, (select coalesce(json_agg(x order by x.${sql.ref(order)}), '[]') from ${sql.table(table)} x)`,
    );
    const { rows } = await sql<{
      tudo: string;
    }>`select json_build_array(${sql.join(tabelas)})::text as tudo`.execute(t.db);
    parts.push(rows[0]!.tudo);
  } else {
    for (const [table, order] of TABLES) {
      const { rows } =
        await sql`select * from ${sql.table(table)} order by ${sql.ref(order)}`.execute(t.db);
      parts.push(table, rows);
    }
  }
  const uploads = path.join(t.dataDir, 'uploads');
  parts.push('uploads', fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);
  parts.push('dataDir', fs.readdirSync(t.dataDir).sort());
  return JSON.stringify(parts);
}
