/**
 * The Código de Conduta (docs/product/conduta.md, docs/decisions/051-codigo-de-conduta.md):
 *  - `conduta_versoes`: each published version, numbered 1, 2, 3…; `sha256` is the fingerprint
 *    of what was published (server/features/conduta/impressao.ts). A published version never
 *    changes: the database itself refuses to update a row. It does not refuse a delete, which only
 *    a restore of a backup over this database does (server/operacao/backup.ts, `--substituir`);
 *    no route deletes one;
 *  - `conduta_ciencias`: one "Li e estou ciente" per person and version (unique), never updated;
 *    they go with the account when it is deleted (the audit entry stays as proof).
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

const RECUSA = 'Uma versão publicada do Código de Conduta não pode ser alterada.';
const RECUSA_CIENCIA = 'Uma ciência do Código de Conduta não pode ser alterada.';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull } = columns(dialect);

  await id(db.schema.createTable('conduta_versoes'))
    .addColumn('versao', 'integer', (c) => c.notNull().unique())
    .addColumn('titulo', 'text', notNull)
    .addColumn('texto', 'text', notNull)
    .addColumn('sha256', 'text', notNull)
    .addColumn('publicada_em', ts, notNull)
    .execute();

  await id(db.schema.createTable('conduta_ciencias'))
    .addColumn('versao_id', 'integer', (c) => c.notNull().references('conduta_versoes.id'))
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('ciente_em', ts, notNull)
    .addUniqueConstraint('conduta_ciencias_uma_por_pessoa', ['versao_id', 'usuario_id'])
    .execute();
  await db.schema
    .createIndex('conduta_ciencias_usuario')
    .on('conduta_ciencias')
    .column('usuario_id')
    .execute();

  if (dialect === 'postgres') {
    await sql`
      create or replace function conduta_imutavel() returns trigger language plpgsql as $$
      begin raise exception '%', tg_argv[0]; end $$`.execute(db);
    await sql`
      create trigger conduta_versoes_imutavel before update on conduta_versoes
      for each row execute function conduta_imutavel(${sql.lit(RECUSA)})`.execute(db);
    await sql`
      create trigger conduta_ciencias_imutavel before update on conduta_ciencias
      for each row execute function conduta_imutavel(${sql.lit(RECUSA_CIENCIA)})`.execute(db);
  } else {
    await sql`
      create trigger conduta_versoes_sem_update before update on conduta_versoes
      begin select raise(abort, ${sql.lit(RECUSA)}); end`.execute(db);
    await sql`
      create trigger conduta_ciencias_sem_update before update on conduta_ciencias
      begin select raise(abort, ${sql.lit(RECUSA_CIENCIA)}); end`.execute(db);
  }

  for (const t of ['conduta_versoes', 'conduta_ciencias']) {
    await avisarMudancas(db, dialect, t);
  }
}

/** The tables go with their triggers; PostgreSQL's function stays (`up` replaces it). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('conduta_ciencias').ifExists().execute();
  await db.schema.dropTable('conduta_versoes').ifExists().execute();
}
