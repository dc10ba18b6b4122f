/**
 * The one way to tell the live streams something happened (docs/decisions/015-eventos-ao-vivo.md):
 * an event is written in the transaction of the change it announces, like an audit entry, so a
 * stream never hears of a change that was rolled back, and hears of every one that committed.
 *
 *     await db.transaction().execute(async (trx) => {
 *       const row = await insertMensagem(trx, …);
 *       await publicarEvento(trx, ctx.dbHandle.dialect, { tipo: 'mensagem', … });
 *     });
 *
 * On PostgreSQL the events of concurrent transactions take a transaction lock first, so their ids
 * are in commit order: a reader that saw event n has seen every event before it. The audit chain
 * takes the same lock (server/core/ordem-dos-registros.ts). Streams are the eventos feature's
 * business (server/features/eventos).
 */
import type { Permission } from '../../common/roles.js';
import type { TipoEvento } from '../../common/schemas/eventos.js';
import { now, type DialectName, type Trx } from '../db/index.js';
import { travarOrdemDosRegistros } from './ordem-dos-registros.js';

/**
 * Who hears it: one user (a ticket's owner), and/or everyone holding a permission (staff) but for
 * the roles left out (those an Ouvidoria case's reporter excluded).
 */
export interface NovoEvento {
  tipo: Exclude<TipoEvento, 'contadores'>;
  usuarioId?: number | null;
  permissao?: Permission;
  /** an Ouvidoria case's excluded roles, as its column keeps them (server/core/ouvidoria-acesso.ts) */
  excluirPapeis?: string;
  dados: unknown;
}

export async function publicarEvento(
  trx: Trx,
  dialect: DialectName,
  evento: NovoEvento,
): Promise<void> {
  await travarOrdemDosRegistros(trx, dialect);
  await trx
    .insertInto('eventos')
    .values({
      tipo: evento.tipo,
      usuario_id: evento.usuarioId ?? null,
      permissao: evento.permissao ?? null,
      dados: JSON.stringify(evento.dados),
      criado_em: now(),
      excluir_papeis: evento.excluirPapeis ?? '',
    })
    .execute();
}
