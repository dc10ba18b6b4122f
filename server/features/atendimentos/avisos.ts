/**
 * What the chat tells the live streams (server/core/eventos.ts): a message, and the owner having
 * read an answer; and the owner's phone, by push, that the help desk answered. A ticket's own
 * changes are the desk's (mesa/avisos.ts). Each event is written by `concluir`
 * (server/core/fim-da-escrita.ts) in the transaction of its change.
 */
import type { Mensagem } from '../../../common/schemas/atendimentos.js';
import type { EventoAtendimento, EventoMensagem } from '../../../common/schemas/eventos.js';
import { paths } from '../../../common/paths.js';
import { aviso, type AvisoPronto } from '../../core/avisos.js';
import type { NovoEvento } from '../../core/eventos.js';
import type { AppContext } from '../../context.js';
import type { Ticket } from './mesa/avisos.js';

export function eventoDaMensagem(t: Ticket, mensagem: Mensagem): NovoEvento {
  const dados: EventoMensagem = { atendimento_id: t.id, mensagem };
  return {
    tipo: 'mensagem',
    usuarioId: t.usuario_id,
    permissao: 'painelSuporte',
    dados,
  };
}

/** The owner read an answer: their streams only (their badge count changes). */
export function eventoDaLeitura(t: Ticket): NovoEvento {
  const dados: EventoAtendimento = { atendimento_id: t.id };
  return {
    tipo: 'atendimento',
    usuarioId: t.usuario_id,
    dados,
  };
}

/**
 * The owner hears by push that the help desk answered: "O suporte respondeu", opening the chat;
 * answers waiting to be delivered collapse into one notice per ticket.
 */
export function avisoDaResposta(ctx: AppContext, t: Ticket): AvisoPronto | null {
  if (t.usuario_id === null) return null;
  return aviso(ctx, [t.usuario_id], {
    tipo: 'resposta_suporte',
    push: { url: paths.atendimento, assunto: `atendimento:${t.id}` },
  });
}
