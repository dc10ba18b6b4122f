/**
 * Whether a person still has to acknowledge the Código de Conduta in force
 * (docs/product/conduta.md): `GET /api/me` says so, and the portal leads them to it. Here, in
 * core, because the account's answer (features/conta) and the code's feature both ask it.
 */
import type { Db } from '../db/index.js';

/** The version in force: the last one published, or undefined when none ever was. */
export function versaoVigente(db: Db) {
  return db
    .selectFrom('conduta_versoes')
    .selectAll()
    .orderBy('versao', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** True when a version is in force and `usuarioId` has not acknowledged it (one query). */
export async function condutaPendente(db: Db, usuarioId: number): Promise<boolean> {
  const row = await db
    .selectFrom('conduta_versoes as v')
    .leftJoin('conduta_ciencias as c', (j) =>
      j.onRef('c.versao_id', '=', 'v.id').on('c.usuario_id', '=', usuarioId),
    )
    .select('c.id as ciencia')
    .orderBy('v.versao', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined && row.ciencia === null;
}
