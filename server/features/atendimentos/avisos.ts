/**
 * What the help desk tells the live streams (server/core/eventos.ts): the ticket's owner and the
 * help desk's staff hear that a ticket changed or got a message; a note is for staff only. Each is
 * published last in the transaction of its change.
 */
import type { Mensagem } from '../../../common/schemas/atendimentos.js';
import type { EventoAtendimento, EventoMensagem } from '../../../common/schemas/eventos.js';
import { publicarEvento } from '../../core/eventos.js';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/index.js';

interface Ticket {
  id: number;
  usuario_id: number | null;
}

export function avisarAtendimento(trx: Trx, ctx: AppContext, t: Ticket): Promise<void> {
  const dados: EventoAtendimento = { atendimento_id: t.id };
  return publicarEvento(trx, ctx.dbHandle.dialect, {
    tipo: 'atendimento',
    usuarioId: t.usuario_id,
    permissao: 'painelSuporte',
    dados,
  });
}

/** A note changed the ticket for staff only. */
export function avisarEquipe(trx: Trx, ctx: AppContext, id: number): Promise<void> {
  const dados: EventoAtendimento = { atendimento_id: id };
  return publicarEvento(trx, ctx.dbHandle.dialect, {
    tipo: 'atendimento',
    permissao: 'painelSuporte',
    dados,
  });
}

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
