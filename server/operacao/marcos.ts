/**
 * The last success of an operator's job, kept in the database so that every instance reads the
 * same (the metric `portal_backup_last_success_timestamp_seconds`, server/operacao/metricas.ts).
 * A restore leaves it as it is (server/operacao/backup.ts: a transient table): restoring is not
 * a backup.
 */
import type { Db } from '../db/index.js';

export type Marco = 'backup';

export async function registrarSucesso(db: Db, nome: Marco, agora = new Date()): Promise<void> {
  const sucesso_em = agora.toISOString();
  await db
    .insertInto('marcos_de_operacao')
    .values({ nome, sucesso_em })
    .onConflict((oc) => oc.column('nome').doUpdateSet({ sucesso_em }))
    .execute();
}

/** When `nome` last succeeded, or null if never. */
export async function ultimoSucesso(db: Db, nome: Marco): Promise<Date | null> {
  const row = await db
    .selectFrom('marcos_de_operacao')
    .select('sucesso_em')
    .where('nome', '=', nome)
    .executeTakeFirst();
  return row ? new Date(row.sucesso_em) : null;
}
