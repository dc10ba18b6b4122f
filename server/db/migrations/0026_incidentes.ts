/**
 * Security incidents and the company's notices to people (docs/product/incidentes.md,
 * docs/decisions/050-comunicados-e-prazo-de-incidentes.md):
 *  - `incidentes`: the register (LGPD art. 48; Resolução CD/ANPD 15/2024), kept 5 years;
 *    `prazo_comunicacao` is the local date (AAAA-MM-DD) the ANPD must be told by, worked out
 *    once on the support calendar when the incident is recorded;
 *  - `comunicados`: a notice the company addresses to people on the portal (`origem` says which
 *    feature wrote it, `origem_id` which of its records);
 *  - `comunicados_destinatarios`: one row per person it is addressed to; `ciente_em` is set when
 *    the person dismisses it, and it no longer shows to them.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull, usuario } = columns(dialect);

  await id(db.schema.createTable('incidentes'))
    .addColumn('descricao', 'text', notNull)
    .addColumn('ocorrido_em', ts, notNull)
    .addColumn('ciencia_em', ts, notNull)
    .addColumn('dados_afetados', 'text', notNull)
    .addColumn('titulares_estimados', 'integer', notNull)
    .addColumn('medidas', 'text', notNull)
    .addColumn('prazo_comunicacao', 'text', notNull)
    .addColumn('comunicado_anpd_em', ts)
    .addColumn('autor_id', 'integer', usuario)
    .addColumn('criado_em', ts, notNull)
    .addColumn('atualizado_em', ts, notNull)
    .execute();

  await id(db.schema.createTable('comunicados'))
    .addColumn('origem', 'text', notNull)
    .addColumn('origem_id', 'integer')
    .addColumn('titulo', 'text', notNull)
    .addColumn('texto', 'text', notNull)
    .addColumn('autor_id', 'integer', usuario)
    .addColumn('criado_em', ts, notNull)
    .execute();
  await db.schema
    .createIndex('comunicados_origem')
    .on('comunicados')
    .columns(['origem', 'origem_id'])
    .execute();

  await db.schema
    .createTable('comunicados_destinatarios')
    .addColumn('comunicado_id', 'integer', (c) =>
      c.notNull().references('comunicados.id').onDelete('cascade'),
    )
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('ciente_em', ts)
    .addPrimaryKeyConstraint('comunicados_destinatarios_pk', ['comunicado_id', 'usuario_id'])
    .execute();
  await db.schema
    .createIndex('comunicados_destinatarios_usuario')
    .on('comunicados_destinatarios')
    .columns(['usuario_id', 'ciente_em'])
    .execute();

  for (const t of ['incidentes', 'comunicados', 'comunicados_destinatarios']) {
    await avisarMudancas(db, dialect, t);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('comunicados_destinatarios').ifExists().execute();
  await db.schema.dropTable('comunicados').ifExists().execute();
  await db.schema.dropTable('incidentes').ifExists().execute();
}
