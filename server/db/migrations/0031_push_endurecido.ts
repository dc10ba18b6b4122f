/**
 * Push subscriptions after the second outside scan (docs/decisions/054-push-endurecido.md):
 *  - `usado_em`: when the subscription was last made again or delivered to; a person's eleventh
 *    replaces the one least recently used (server/features/avisos/repository.ts). Existing rows
 *    start at their creation;
 *  - a row whose endpoint is not what the WHATWG URL parser writes back (`https:/host/…`, a
 *    numeric host, a trailing dot…) is removed, with its waiting notices: no browser makes such an
 *    endpoint (`PushSubscription.endpoint` is that serialisation), and another parser could read it
 *    as another host. A real browser's subscription is made again when its person next turns
 *    notifications on;
 *  - a person holding more than ten keeps the ten most recent.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { columns } from './columns.js';

const MAX_POR_PESSOA = 10;

interface Linha {
  id: number;
  usuario_id: number;
  endpoint: string;
}

function canonico(endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return url.href === endpoint && !url.hostname.endsWith('.');
  } catch {
    return false;
  }
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts } = columns(dialect);
  await db.schema.alterTable('push_inscricoes').addColumn('usado_em', ts).execute();
  await sql`update push_inscricoes set usado_em = criado_em`.execute(db);

  const { rows } = await sql<Linha>`
    select id, usuario_id, endpoint from push_inscricoes order by usuario_id, id desc`.execute(db);
  const remover: number[] = [];
  const porPessoa = new Map<number, number>();
  for (const r of rows) {
    if (!canonico(r.endpoint)) {
      remover.push(r.id);
      continue;
    }
    const n = (porPessoa.get(r.usuario_id) ?? 0) + 1;
    porPessoa.set(r.usuario_id, n);
    if (n > MAX_POR_PESSOA) remover.push(r.id);
  }
  for (let i = 0; i < remover.length; i += 500) {
    const lote = remover.slice(i, i + 500);
    // the notices first: SQLite applies the foreign key's cascade only with foreign_keys on
    await sql`delete from avisos_push where inscricao_id in (${sql.join(lote)})`.execute(db);
    await sql`delete from push_inscricoes where id in (${sql.join(lote)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_inscricoes').dropColumn('usado_em').execute();
}
