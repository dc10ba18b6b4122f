/**
 * The tamper-evident audit log (docs/decisions/024-auditoria-encadeada.md):
 *  - `audit_log.hash_anterior` and `audit_log.hash`: each entry's link to the one before it;
 *  - `auditoria_cadeia`: one row saying where the chain ends, so removing its last entries shows;
 *  - the entries already written are chained now, in id order, with the key of the database
 *    handle (server/lib/auditoria-chave.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import type { Database } from '../schema.js';
import type { SeloDaAuditoria } from '../../lib/auditoria-chave.js';
import { encadearRegistrosAntigos } from '../../core/audit-cadeia.js';
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
  await encadearRegistrosAntigos(db as Kysely<Database>, auditoria);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auditoria_cadeia').ifExists().execute();
  await db.schema.alterTable('audit_log').dropColumn('hash').execute();
  await db.schema.alterTable('audit_log').dropColumn('hash_anterior').execute();
}
