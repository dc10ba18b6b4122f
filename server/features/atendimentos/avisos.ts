/**
 * What the chat tells the live streams (server/core/eventos.ts): a message, and the owner having
 * read an answer; and the owner's phone, by push, that the help desk answered. A ticket's own
 * changes are the desk's (mesa/avisos.ts). Each event is published last in the transaction of its
 * change.
 */
import type { Mensagem } from '../../../common/schemas/atendimentos.js';
import type { EventoAtendimento, EventoMensagem } from '../../../common/schemas/eventos.js';
import { paths } from '../../../common/paths.js';
import { avisar } from '../../core/avisos.js';
import { publicarEvento } from '../../core/eventos.js';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/index.js';
import type { Ticket } from './mesa/avisos.js';

export function avisarMensagem(
  trx: Trx,
  ctx: AppContext,
  t: Ticket,
  mensagem: Mensagem,
): Promise<void> {
  const dados: EventoMensagem = { atendimento_id: t.id, mensagem };
  return publicarEvento(trx, ctx.dbHandle.dialect, {
    tipo: 'mensagem',
    usuarioId: t.usuario_id,
    permissao: 'painelSuporte',
    dados,
  });
}

/** The owner read an answer: their streams only (their badge count changes). */
export function avisarLeitura(trx: Trx, ctx: AppContext, t: Ticket): Promise<void> {
  const dados: EventoAtendimento = { atendimento_id: t.id };
  return publicarEvento(trx, ctx.dbHandle.dialect, {
    tipo: 'atendimento',
    usuarioId: t.usuario_id,
    dados,
  });
}

/**
 * The owner hears by push that the help desk answered: "O suporte respondeu", opening the chat;
 * answers waiting to be delivered collapse into one notice per ticket.
 */
export async function avisarResposta(trx: Trx, ctx: AppContext, t: Ticket): Promise<void> {
  if (t.usuario_id === null) return;
  await avisar(trx, ctx, [t.usuario_id], {
    tipo: 'resposta_suporte',
    push: { url: paths.atendimento, assunto: `atendimento:${t.id}` },
  });
}
