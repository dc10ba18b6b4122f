/**
 * `idempotencia`: the answer each write gave to a user's `Idempotency-Key`
 * (docs/decisions/022-idempotencia.md). A row is written in the transaction of the write it
 * guards, so a write that committed always has its key, and a repeat gets its answer instead of
 * a second write. One key per user: unique on (usuario_id, chave). Kept 24 h (the purge reads
 * `criado_em`).
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull } = columns(dialect);
  await id(db.schema.createTable('idempotencia'))
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('chave', 'text', notNull)
    .addColumn('metodo', 'text', notNull)
    /** the request's path, without its query */
    .addColumn('rota', 'text', notNull)
    /** SHA-256 (hex) of the request's content: the JSON body, or a file's name and bytes */
    .addColumn('digest', 'text', notNull)
    .addColumn('status', 'integer', notNull)
    /** the answer's body, JSON */
    .addColumn('resposta', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .addUniqueConstraint('idempotencia_usuario_chave', ['usuario_id', 'chave'])
    .execute();
  await db.schema
    .createIndex('idempotencia_criado_em')
    .on('idempotencia')
    .column('criado_em')
    .execute();
  await avisarMudancas(db, dialect, 'idempotencia');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotencia').ifExists().execute();
}
