/**
 * Trainings (docs/product/treinamentos.md; Lei 14.457/2022 art. 23 IV):
 *  - `treinamentos`: one training; `data` is its calendar day in Brazil's time ("2026-11-26", text
 *    on both databases, so that no time zone moves it); `codigo_presenca` (6 digits) is unique
 *    among the trainings of one day;
 *  - `treinamento_participantes`: who attended, once per training and person; `forma` says
 *    whether the person typed the code or staff marked them;
 *  - `treinamento_lembretes`: the reminder 30 days before the harassment-prevention training is
 *    due, claimed once per person and due date, so several instances and later days send it once.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull, usuario } = columns(dialect);
  const pessoa = (c: Parameters<typeof notNull>[0]) =>
    c.notNull().references('users.id').onDelete('cascade');

  await id(db.schema.createTable('treinamentos'))
    .addColumn('titulo', 'text', notNull)
    .addColumn('tema', 'text', notNull)
    .addColumn('data', 'text', notNull)
    .addColumn('carga_horaria_min', 'integer', notNull)
    .addColumn('modalidade', 'text', notNull)
    .addColumn('codigo_presenca', 'text', notNull)
    .addColumn('criado_por', 'integer', usuario)
    .addColumn('criado_em', ts, notNull)
    .addUniqueConstraint('treinamentos_codigo_do_dia', ['data', 'codigo_presenca'])
    .execute();
  await db.schema
    .createIndex('treinamentos_tema_data')
    .on('treinamentos')
    .columns(['tema', 'data'])
    .execute();

  await db.schema
    .createTable('treinamento_participantes')
    .addColumn('treinamento_id', 'integer', (c) =>
      c.notNull().references('treinamentos.id').onDelete('cascade'),
    )
    .addColumn('usuario_id', 'integer', pessoa)
    /** codigo | equipe */
    .addColumn('forma', 'text', notNull)
    .addColumn('registrada_por', 'integer', usuario)
    .addColumn('registrada_em', ts, notNull)
    .addPrimaryKeyConstraint('treinamento_participantes_pk', ['treinamento_id', 'usuario_id'])
    .execute();
  await db.schema
    .createIndex('treinamento_participantes_usuario')
    .on('treinamento_participantes')
    .column('usuario_id')
    .execute();

  await db.schema
    .createTable('treinamento_lembretes')
    .addColumn('usuario_id', 'integer', pessoa)
    .addColumn('vencimento', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .addPrimaryKeyConstraint('treinamento_lembretes_pk', ['usuario_id', 'vencimento'])
    .execute();

  for (const t of ['treinamentos', 'treinamento_participantes', 'treinamento_lembretes']) {
    await avisarMudancas(db, dialect, t);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('treinamento_lembretes').ifExists().execute();
  await db.schema.dropTable('treinamento_participantes').ifExists().execute();
  await db.schema.dropTable('treinamentos').ifExists().execute();
}
