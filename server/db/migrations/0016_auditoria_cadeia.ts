/**
 * The tamper-evident audit log (docs/decisions/024-auditoria-encadeada.md):
 *  - `audit_log.hash_anterior` and `audit_log.hash`: each entry's link to the one before it;
 *  - `auditoria_cadeia`: one row saying where the chain ends, so removing its last entries shows;
 *  - the entries already written are chained now, in id order, with the key of the database
 *    handle (server/lib/auditoria-chave.ts).
 *
 * A migration is a snapshot: the chain's v1 form as it was written then is kept here, not
 * imported from server/core/audit-cadeia.ts, so that module may change without changing what this
 * migration did (server/features/auditoria/cadeia-operacao.test.ts verifies the result).
 */
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import type { Database } from '../schema.js';
import type { SeloDaAuditoria } from '../../lib/auditoria-chave.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(
  db: Kysely<unknown>,
  dialect: DialectName,
  auditoria: SeloDaAuditoria,
): Promise<void> {
  const { notNull } = columns(dialect);
  await db.schema.alterTable('audit_log').addColumn('hash_anterior', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('hash', 'text').execute();
  await db.schema
    .createTable('auditoria_cadeia')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('ultimo_id', 'integer', notNull)
    .addColumn('ultimo_hash', 'text', notNull)
    .addColumn('quantidade', 'integer', notNull)
    .addColumn('chave', 'text', notNull)
    .addColumn('selo', 'text', notNull)
    .execute();
  await avisarMudancas(db, dialect, 'auditoria_cadeia');
  await encadear(db as Kysely<Database>, auditoria);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auditoria_cadeia').ifExists().execute();
  await db.schema.alterTable('audit_log').dropColumn('hash').execute();
  await db.schema.alterTable('audit_log').dropColumn('hash_anterior').execute();
}

const instante = (v: string) => {
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? String(v) : d.toISOString();
};

const hmac = (chave: Buffer, texto: string) =>
  crypto.createHmac('sha256', chave).update(texto, 'utf8').digest('hex');

/** Seals the entries already written, in id order, and writes the chain's head. */
async function encadear(db: Kysely<Database>, selo: SeloDaAuditoria): Promise<void> {
  let anterior = '';
  let quantidade = 0;
  let ultimo = 0;
  for (;;) {
    const lote = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', ultimo)
      .orderBy('id')
      .limit(500)
      .execute();
    for (const r of lote) {
      const canonico = JSON.stringify([
        'auditoria-v1',
        Number(r.id),
        instante(r.data_hora),
        r.usuario_id === null ? null : Number(r.usuario_id),
        r.usuario_nome ?? null,
        r.login ?? null,
        r.acao,
        r.detalhes,
        anterior,
      ]);
      const hash = hmac(selo.chave(), canonico);
      await db
        .updateTable('audit_log')
        .set({ hash_anterior: anterior, hash })
        .where('id', '=', r.id)
        .execute();
      anterior = hash;
      ultimo = Number(r.id);
      quantidade++;
    }
    if (lote.length < 500) break;
  }
  if (quantidade === 0) return;
  const cabeca = { ultimo_id: ultimo, ultimo_hash: anterior, quantidade };
  await db
    .insertInto('auditoria_cadeia')
    .values({
      id: 1,
      ...cabeca,
      chave: selo.identificacao(),
      selo: hmac(
        selo.chave(),
        JSON.stringify(['auditoria-cabeca-v1', ultimo, anterior, quantidade]),
      ),
    })
    .execute();
}
