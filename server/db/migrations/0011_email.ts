/**
 * E-mail notices to staff (docs/product/avisos.md, docs/decisions/018-avisos-por-email.md):
 *  - `users.email`: optional, lower-cased, unique when present;
 *  - `avisos_email`: the outbox. A notice is written in the transaction of the change it tells of
 *    (a ticket opened, an hour of the Ouvidoria announced); each instance's sender claims a row
 *    before sending it, so two instances never send the same notice;
 *  - `atendimentos.risco_avisado_em`: the risk time whose notice went out, so a ticket's clock is
 *    told once whichever instance sees it first.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull } = columns(dialect);
  await db.schema.alterTable('users').addColumn('email', 'text').execute();
  await db.schema.createIndex('users_email').on('users').column('email').unique().execute();
  await db.schema.alterTable('atendimentos').addColumn('risco_avisado_em', ts).execute();
  await id(db.schema.createTable('avisos_email'))
    /** novo_atendimento | atendimento_em_risco | ouvidoria */
    .addColumn('tipo', 'text', notNull)
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('assunto', 'text', notNull)
    .addColumn('texto', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .addColumn('tentativas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('proxima_tentativa_em', ts, notNull)
    /** a sender holds the row until then */
    .addColumn('reservado_ate', ts)
    .addColumn('enviado_em', ts)
    /** given up: too many failures, or the user has no e-mail any more */
    .addColumn('desistido_em', ts)
    .execute();
  await db.schema
    .createIndex('avisos_email_pendentes')
    .on('avisos_email')
    .columns(['enviado_em', 'desistido_em', 'proxima_tentativa_em'])
    .execute();
  await avisarMudancas(db, dialect, 'avisos_email');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('avisos_email').ifExists().execute();
  await db.schema.alterTable('atendimentos').dropColumn('risco_avisado_em').execute();
  await db.schema.dropIndex('users_email').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('email').execute();
}
