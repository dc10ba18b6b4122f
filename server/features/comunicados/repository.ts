/** A person's notices from the company (server/core/comunicados.ts): all the SQL that reads them. */
import type { Db } from '../../db/index.js';

/** The notices addressed to `usuarioId` that they have not dismissed, newest first. */
export async function comunicadosPendentes(db: Db, usuarioId: number) {
  const rows = await db
    .selectFrom('comunicados_destinatarios as d')
    .innerJoin('comunicados as c', 'c.id', 'd.comunicado_id')
    .select(['c.id', 'c.titulo', 'c.texto', 'c.criado_em'])
    .where('d.usuario_id', '=', usuarioId)
    .where('d.ciente_em', 'is', null)
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Marks the notice dismissed by `usuarioId` (the first time only: the first dismissal is the one
 * kept); false when it is not addressed to them.
 */
export async function marcarCiente(db: Db, usuarioId: number, comunicadoId: number, em: string) {
  const destinatario = await db
    .selectFrom('comunicados_destinatarios')
    .select('ciente_em')
    .where('comunicado_id', '=', comunicadoId)
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
  if (!destinatario) return false;
  if (destinatario.ciente_em === null) {
    await db
      .updateTable('comunicados_destinatarios')
      .set({ ciente_em: em })
      .where('comunicado_id', '=', comunicadoId)
      .where('usuario_id', '=', usuarioId)
      .where('ciente_em', 'is', null)
      .execute();
  }
  return true;
}

/** Every notice the person received, dismissed or not, oldest first ("Meus dados"). */
export function comunicadosRecebidos(db: Db, usuarioId: number) {
  return db
    .selectFrom('comunicados_destinatarios as d')
    .innerJoin('comunicados as c', 'c.id', 'd.comunicado_id')
    .select(['c.titulo', 'c.texto', 'c.criado_em as recebido_em', 'd.ciente_em'])
    .where('d.usuario_id', '=', usuarioId)
    .orderBy('c.id')
    .execute();
}
