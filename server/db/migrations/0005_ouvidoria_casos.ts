/**
 * An Ouvidoria report becomes a case the reporter can follow (docs/product/denuncias.md):
 * protocol and hashed key, status, responsible, the two legal clocks' milestones, the staff roles
 * the reporter excluded; its messages with the reporter, internal notes, history and evidence.
 * Reports filed before this have no protocol: they stay readable by staff and cannot be followed.
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull, usuario } = columns(dialect);
  const doCaso = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('denuncias.id').onDelete('cascade');

  const add = (
    build: (t: ReturnType<typeof db.schema.alterTable>) => { execute(): Promise<void> },
  ) => build(db.schema.alterTable('denuncias')).execute();
  await add((t) => t.addColumn('protocolo', 'text'));
  await add((t) => t.addColumn('chave_hash', 'text'));
  await add((t) => t.addColumn('status', 'text', (c) => c.notNull().defaultTo('recebida')));
  await add((t) => t.addColumn('responsavel_id', 'integer', usuario));
  // Comma-separated staff roles that must not read the case; '' when none.
  await add((t) => t.addColumn('excluir_papeis', 'text', (c) => c.notNull().defaultTo('')));
  await add((t) => t.addColumn('confirmada_em', ts));
  await add((t) => t.addColumn('encerrada_em', ts));
  await db.schema
    .createIndex('denuncias_protocolo')
    .on('denuncias')
    .column('protocolo')
    .unique()
    .execute();
  await db.schema
    .createIndex('denuncias_status')
    .on('denuncias')
    .columns(['status', 'criado_em'])
    .execute();
  await db.schema
    .createIndex('denuncias_criado_em')
    .on('denuncias')
    .columns(['criado_em', 'id'])
    .execute();

  await id(db.schema.createTable('denuncia_mensagens'))
    .addColumn('denuncia_id', 'integer', doCaso)
    .addColumn('autor', 'text', notNull)
    .addColumn('autor_id', 'integer', usuario)
    .addColumn('texto', 'text', notNull)
    .addColumn('enviado_em', ts, notNull)
    .execute();
  await id(db.schema.createTable('denuncia_notas'))
    .addColumn('denuncia_id', 'integer', doCaso)
    .addColumn('autor_id', 'integer', usuario)
    .addColumn('autor_nome', 'text', notNull)
    .addColumn('texto', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .execute();
  await id(db.schema.createTable('denuncia_historico'))
    .addColumn('denuncia_id', 'integer', doCaso)
    .addColumn('acao', 'text', notNull)
    .addColumn('autor_nome', 'text')
    .addColumn('em', ts, notNull)
    .execute();
  await id(db.schema.createTable('denuncia_anexos'))
    .addColumn('denuncia_id', 'integer', doCaso)
    .addColumn('autor', 'text', notNull)
    .addColumn('nome_original', 'text', notNull)
    .addColumn('nome_armazenado', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', notNull)
    .addColumn('tamanho', 'integer', notNull)
    .addColumn('enviado_em', ts, notNull)
    .execute();
  for (const t of [
    'denuncia_mensagens',
    'denuncia_notas',
    'denuncia_historico',
    'denuncia_anexos',
  ]) {
    await db.schema.createIndex(`${t}_caso`).on(t).columns(['denuncia_id', 'id']).execute();
  }

  // Wrong keys per protocol (known or not, so the lock itself reveals nothing).
  await db.schema
    .createTable('denuncia_tentativas')
    .addColumn('protocolo', 'text', (c) => c.primaryKey())
    .addColumn('falhas', 'integer', notNull)
    .addColumn('janela_inicio', ts, notNull)
    .addColumn('bloqueado_ate', ts)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'denuncia_tentativas',
    'denuncia_anexos',
    'denuncia_historico',
    'denuncia_notas',
    'denuncia_mensagens',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
