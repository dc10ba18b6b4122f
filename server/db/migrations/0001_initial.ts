import { sql, type Kysely } from 'kysely';

import type { DialectName } from '../dialect.js';
import { columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull } = columns(dialect);

  await id(db.schema.createTable('users'))
    .addColumn('nome', 'text', notNull)
    .addColumn('login', 'text', notNull)
    .addColumn('login_normalizado', 'text', (c) => c.notNull().unique())
    .addColumn('senha_hash', 'text', notNull)
    .addColumn('role', 'text', notNull)
    .addColumn('status_usuario', 'text', (c) => c.notNull().defaultTo('ativo'))
    .addColumn('primeiro_login', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('criado_em', ts, notNull)
    .addColumn('atualizado_em', ts, notNull)
    .execute();

  await id(db.schema.createTable('audit_log'))
    .addColumn('data_hora', ts, notNull)
    .addColumn('usuario_id', 'integer')
    .addColumn('usuario_nome', 'text')
    .addColumn('login', 'text')
    .addColumn('acao', 'text', notNull)
    .addColumn('detalhes', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('audit_log_data_hora')
    .on('audit_log')
    .columns(['data_hora', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_acao')
    .on('audit_log')
    .columns(['acao', 'data_hora'])
    .execute();
  await db.schema
    .createIndex('audit_log_usuario')
    .on('audit_log')
    .columns(['usuario_id', 'data_hora'])
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('chave', 'text', (c) => c.primaryKey())
    .addColumn('falhas', 'integer', notNull)
    .addColumn('janela_inicio', ts, notNull)
    .addColumn('bloqueado_ate', ts)
    .execute();

  await id(db.schema.createTable('contato_mensagens'))
    .addColumn('nome', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('telefone', 'text')
    .addColumn('assunto', 'text', notNull)
    .addColumn('mensagem', 'text', notNull)
    .addColumn('lida', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('criado_em', ts, notNull)
    .execute();

  await id(db.schema.createTable('denuncias'))
    .addColumn('nome', 'text')
    .addColumn('categoria', 'text', notNull)
    .addColumn('descricao', 'text', notNull)
    .addColumn('anonimato', 'integer', notNull)
    .addColumn('criado_em', ts, notNull)
    .execute();

  await id(db.schema.createTable('atendimentos'))
    .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('usuario_nome', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .addColumn('fechado_em', ts)
    .execute();
  // One open ticket per user, enforced by the database itself.
  await db.schema
    .createIndex('atendimentos_um_aberto_por_usuario')
    .on('atendimentos')
    .column('usuario_id')
    .unique()
    .where(sql.ref('status'), '=', 'aberto')
    .execute();
  await db.schema
    .createIndex('atendimentos_criado_em')
    .on('atendimentos')
    .columns(['criado_em', 'id'])
    .execute();

  await id(db.schema.createTable('mensagens'))
    .addColumn('atendimento_id', 'integer', (c) =>
      c.notNull().references('atendimentos.id').onDelete('cascade'),
    )
    .addColumn('autor_id', 'integer')
    .addColumn('remetente', 'text', notNull)
    .addColumn('tipo', 'text', notNull)
    .addColumn('mensagem', 'text', notNull)
    .addColumn('enviado_em', ts, notNull)
    .execute();
  await db.schema
    .createIndex('mensagens_atendimento')
    .on('mensagens')
    .columns(['atendimento_id', 'id'])
    .execute();

  await id(db.schema.createTable('arquivos'))
    .addColumn('atendimento_id', 'integer', (c) =>
      c.notNull().references('atendimentos.id').onDelete('cascade'),
    )
    .addColumn('nome_original', 'text', notNull)
    .addColumn('nome_armazenado', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', notNull)
    .addColumn('tamanho', 'integer', notNull)
    .addColumn('criado_em', ts, notNull)
    .execute();

  await id(db.schema.createTable('avaliacoes'))
    .addColumn('atendimento_id', 'integer', (c) =>
      c.notNull().unique().references('atendimentos.id').onDelete('cascade'),
    )
    .addColumn('nota', 'integer', notNull)
    .addColumn('comentario', 'text')
    .addColumn('criado_em', ts, notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'avaliacoes',
    'arquivos',
    'mensagens',
    'atendimentos',
    'denuncias',
    'contato_mensagens',
    'login_throttle',
    'audit_log',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
