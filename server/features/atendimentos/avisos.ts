/**
 * What the help desk tells the live streams (server/core/eventos.ts): the ticket's owner and the
 * help desk's staff hear that a ticket changed or got a message; a note is for staff only. Each is
 * published last in the transaction of its change.
 */
import type { Mensagem } from '../../../common/schemas/atendimentos.js';
import type { EventoAtendimento, EventoMensagem } from '../../../common/schemas/eventos.js';
import {
  avisosLigados,
  destinatariosCom,
  enfileirarAviso,
  linkPara,
} from '../../core/avisos-email.js';
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

/** E-mail to the help desk's staff: a ticket was opened (its number and a link, nothing else). */
export async function avisarNovoPorEmail(trx: Trx, ctx: AppContext, id: number): Promise<void> {
  if (!avisosLigados(ctx)) return;
  const equipe = await destinatariosCom(trx, 'painelSuporte');
  await enfileirarAviso(
    trx,
    ctx,
    equipe.map((u) => u.id),
    {
      tipo: 'novo_atendimento',
      assunto: `Novo atendimento #${id} no Portal do Colaborador`,
      texto: `Um atendimento de suporte foi aberto: #${id}.\n\nAbra-o no painel: ${linkPara(ctx, `/atendimento-suporte/${id}`)}`,
    },
  );
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
