/**
 * Notices when the portal is closed (docs/product/avisos.md, docs/decisions/046-push.md):
 *  - `push_inscricoes`: a browser's push subscription (RFC 8030), of one user and the session it
 *    was made in: ending the session (migration 0022) removes it; the endpoint is unique (the
 *    same browser subscribing again is the same row);
 *  - `avisos_push`: the outbox, one row per subscription and notice, sent once by the generic
 *    sender (server/core/expedidor.ts) like `avisos_email`; `topico` is the notice's collapse key;
 *  - `avisos_desligados`: the kinds a person turned off, per channel; every kind is on by default.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull } = columns(dialect);
  const usuario = (c: Parameters<typeof notNull>[0]) =>
    c.notNull().references('users.id').onDelete('cascade');

  await id(db.schema.createTable('push_inscricoes'))
    .addColumn('usuario_id', 'integer', usuario)
    .addColumn('sessao_id', 'text', (c) => c.notNull().references('sessoes.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', notNull)
    .addColumn('auth', 'text', notNull)
    /** a readable name of the browser ("Chrome no Android") */
    .addColumn('aparelho', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .execute();
  await db.schema
    .createIndex('push_inscricoes_usuario')
    .on('push_inscricoes')
    .column('usuario_id')
    .execute();

  await id(db.schema.createTable('avisos_push'))
    .addColumn('inscricao_id', 'integer', (c) =>
      c.notNull().references('push_inscricoes.id').onDelete('cascade'),
    )
    .addColumn('tipo', 'text', notNull)
    .addColumn('topico', 'text', notNull)
    .addColumn('url', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .addColumn('tentativas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('proxima_tentativa_em', ts, notNull)
    .addColumn('reservado_ate', ts)
    .addColumn('enviado_em', ts)
    .addColumn('desistido_em', ts)
    .execute();
  await db.schema
    .createIndex('avisos_push_pendentes')
    .on('avisos_push')
    .columns(['enviado_em', 'desistido_em', 'proxima_tentativa_em'])
    .execute();
  await db.schema
    .createIndex('avisos_push_inscricao')
    .on('avisos_push')
    .columns(['inscricao_id', 'topico'])
    .execute();

  await db.schema
    .createTable('avisos_desligados')
    .addColumn('usuario_id', 'integer', usuario)
    /** push | email */
    .addColumn('canal', 'text', notNull)
    .addColumn('tipo', 'text', notNull)
    .addPrimaryKeyConstraint('avisos_desligados_pk', ['usuario_id', 'canal', 'tipo'])
    .execute();

  for (const t of ['push_inscricoes', 'avisos_push', 'avisos_desligados']) {
    await avisarMudancas(db, dialect, t);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('avisos_desligados').ifExists().execute();
  await db.schema.dropTable('avisos_push').ifExists().execute();
  await db.schema.dropTable('push_inscricoes').ifExists().execute();
}
