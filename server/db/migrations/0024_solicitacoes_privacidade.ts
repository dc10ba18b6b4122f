/**
 * Privacy requests (LGPD art. 18; docs/product/privacidade.md, "Solicitações"):
 *  - `solicitacoes_privacidade`: a request from a signed-in person (`usuario_id`) or from a
 *    visitor without an account (`nome`, `email`, `protocolo`); `prazo` is received + 15 days;
 *    `respondida_em` is set when it is concluded or refused, and starts its retention;
 *  - `avisos_email` may now be addressed to a visitor's request instead of an account
 *    (`usuario_id` null, `solicitacao_id` set): the answer goes by the same outbox and sender as
 *    every other e-mail, and the address is read from the request when sending, so erasing the
 *    request erases the message waiting for it (docs/decisions/048-solicitacoes-de-privacidade.md).
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull, usuario } = columns(dialect);
  await id(db.schema.createTable('solicitacoes_privacidade'))
    .addColumn('usuario_id', 'integer', usuario)
    /** a visitor's request: the protocol they were given, their name and address */
    .addColumn('protocolo', 'text', (c) => c.unique())
    .addColumn('nome', 'text')
    .addColumn('email', 'text')
    .addColumn('tipo', 'text', notNull)
    .addColumn('texto', 'text', notNull)
    /** recebida | em_analise | concluida | recusada */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('recebida'))
    .addColumn('resposta', 'text')
    .addColumn('criado_em', ts, notNull)
    .addColumn('prazo', ts, notNull)
    .addColumn('atualizado_em', ts, notNull)
    .addColumn('respondida_em', ts)
    .execute();
  await db.schema
    .createIndex('solicitacoes_privacidade_usuario')
    .on('solicitacoes_privacidade')
    .column('usuario_id')
    .execute();
  await db.schema
    .createIndex('solicitacoes_privacidade_fila')
    .on('solicitacoes_privacidade')
    .columns(['status', 'prazo'])
    .execute();
  await avisarMudancas(db, dialect, 'solicitacoes_privacidade');

  if (dialect === 'postgres') {
    await sql`alter table avisos_email alter column usuario_id drop not null`.execute(db);
    await db.schema
      .alterTable('avisos_email')
      .addColumn('solicitacao_id', 'integer', (c) =>
        c.references('solicitacoes_privacidade.id').onDelete('cascade'),
      )
      .execute();
    return;
  }
  // SQLite cannot drop a NOT NULL: the outbox is rebuilt with the same rows
  await id(db.schema.createTable('avisos_email_nova'))
    .addColumn('tipo', 'text', notNull)
    .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('solicitacao_id', 'integer', (c) =>
      c.references('solicitacoes_privacidade.id').onDelete('cascade'),
    )
    .addColumn('assunto', 'text', notNull)
    .addColumn('texto', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .addColumn('tentativas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('proxima_tentativa_em', ts, notNull)
    .addColumn('reservado_ate', ts)
    .addColumn('enviado_em', ts)
    .addColumn('desistido_em', ts)
    .execute();
  await sql`
    insert into avisos_email_nova (id, tipo, usuario_id, assunto, texto, criado_em, tentativas,
      proxima_tentativa_em, reservado_ate, enviado_em, desistido_em)
    select id, tipo, usuario_id, assunto, texto, criado_em, tentativas,
      proxima_tentativa_em, reservado_ate, enviado_em, desistido_em
    from avisos_email`.execute(db);
  await db.schema.dropTable('avisos_email').execute();
  await db.schema.alterTable('avisos_email_nova').renameTo('avisos_email').execute();
  await db.schema
    .createIndex('avisos_email_pendentes')
    .on('avisos_email')
    .columns(['enviado_em', 'desistido_em', 'proxima_tentativa_em'])
    .execute();
}

// No `down`: SQLite cannot put the outbox's NOT NULL back without dropping visitors' rows (as 0017).
