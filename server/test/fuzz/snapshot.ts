import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestApp } from '../app.js';

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
  for (const [table, order] of TABLES) {
    const { rows } =
      await sql`select * from ${sql.table(table)} order by ${sql.ref(order)}`.execute(t.db);
    parts.push(table, rows);
  }
  const uploads = path.join(t.dataDir, 'uploads');
  parts.push('uploads', fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);
  parts.push('dataDir', fs.readdirSync(t.dataDir).sort());
  return JSON.stringify(parts);
}
