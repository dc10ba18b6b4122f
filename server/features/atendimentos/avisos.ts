/**
 * What the chat tells the live streams (server/core/eventos.ts): a message, and the owner having
 * read an answer. A ticket's own changes are the desk's (mesa/avisos.ts). Each is written by
 * `concluir` (server/core/fim-da-escrita.ts) in the transaction of its change.
 */
import type { Mensagem } from '../../../common/schemas/atendimentos.js';
import type { EventoAtendimento, EventoMensagem } from '../../../common/schemas/eventos.js';
import type { NovoEvento } from '../../core/eventos.js';
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
