/**
 * The support chat becomes a help desk (docs/product/atendimentos.md, "Prazos"): a ticket's
 * priority, stage and responsible, the facts of its two clocks and the figures derived from them
 * (stored, so the panel sorts by the nearest due time in SQL); internal notes; ready answers.
 * Tickets opened before this get their figures when the server starts (prazos-iniciais.ts).
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull, usuario } = columns(dialect);

  const add = (
    name: string,
    type: 'text' | 'integer' | typeof ts,
    build = (c: ColumnDefinitionBuilder) => c,
  ) => db.schema.alterTable('atendimentos').addColumn(name, type, build).execute();
  await add('prioridade', 'text', (c) => c.notNull().defaultTo('normal'));
  await add('etapa', 'text', (c) => c.notNull().defaultTo('novo'));
  await add('responsavel_id', 'integer', usuario);
  await add('inicio_contagem', ts);
  await add('primeira_resposta_ate', ts);
  await add('primeira_resposta_em', ts);
  await add('primeira_resposta_minutos', 'integer');
  await add('resolucao_ate', ts);
  await add('resolvido_em', ts);
  await add('resolucao_minutos', 'integer');
  await add('pausado_em', ts);
  await add('pausa_minutos', 'integer', (c) => c.notNull().defaultTo(0));
  await add('prazo', ts);
  await add('risco_em', ts);
  // The panel: open tickets by the nearest due time, and by responsible.
  await db.schema
    .createIndex('atendimentos_prazo')
    .on('atendimentos')
    .columns(['status', 'prazo'])
    .execute();
  await db.schema
    .createIndex('atendimentos_responsavel')
    .on('atendimentos')
    .column('responsavel_id')
    .execute();

  await id(db.schema.createTable('atendimento_notas'))
    .addColumn('atendimento_id', 'integer', (c) =>
      c.notNull().references('atendimentos.id').onDelete('cascade'),
    )
    .addColumn('autor_id', 'integer', usuario)
    .addColumn('autor_nome', 'text', notNull)
    .addColumn('texto', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .execute();
  await db.schema
    .createIndex('atendimento_notas_atendimento')
    .on('atendimento_notas')
    .columns(['atendimento_id', 'id'])
    .execute();

  await id(db.schema.createTable('respostas_prontas'))
    .addColumn('titulo', 'text', notNull)
    .addColumn('texto', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .addColumn('atualizado_em', ts, notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('respostas_prontas').ifExists().execute();
  await db.schema.dropTable('atendimento_notas').ifExists().execute();
}
