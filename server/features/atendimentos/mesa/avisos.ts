/**
 * What the desk tells the live streams (server/core/eventos.ts) and the staff's e-mail: the
 * ticket's owner and the help desk's staff hear that a ticket changed; a note is for staff only; a
 * new ticket is mailed to staff. A message and a read mark are the chat's (../avisos.ts). Each
 * event is written by `concluir` (server/core/fim-da-escrita.ts) in the transaction of its change.
 */
import type { EventoAtendimento } from '../../../../common/schemas/eventos.js';
import { paths } from '../../../../common/paths.js';
import { aviso, destinatariosDoTipo, linkPara, type AvisoPronto } from '../../../core/avisos.js';
import type { NovoEvento } from '../../../core/eventos.js';
import type { AppContext } from '../../../context.js';
import type { Trx } from '../../../db/index.js';

/** What an event names of a ticket: which, and whose. */
export interface Ticket {
  id: number;
  usuario_id: number | null;
}

export function eventoDoAtendimento(t: Ticket): NovoEvento {
  const dados: EventoAtendimento = { atendimento_id: t.id };
  return {
    tipo: 'atendimento',
    usuarioId: t.usuario_id,
    permissao: 'painelSuporte',
    dados,
  };
}

/** A note changed the ticket for staff only. */
export function eventoDaEquipe(id: number): NovoEvento {
  const dados: EventoAtendimento = { atendimento_id: id };
  return {
    tipo: 'atendimento',
    permissao: 'painelSuporte',
    dados,
  };
}

/**
 * The help desk's staff hear that a ticket was opened, by e-mail and push (its number and a link,
 * nothing else; the push not even the number).
 */
export async function avisoDeNovoAtendimento(
  trx: Trx,
  ctx: AppContext,
  id: number,
): Promise<AvisoPronto> {
  const equipe = await destinatariosDoTipo(trx, 'novo_atendimento');
  return aviso(
    ctx,
    equipe.map((u) => u.id),
    {
      tipo: 'novo_atendimento',
      email: {
        assunto: `Novo atendimento #${id} no Portal do Colaborador`,
        texto: `Um atendimento de suporte foi aberto: #${id}.\n\nAbra-o no painel: ${linkPara(ctx, paths.atendimentoSuporte(id))}`,
      },
      push: { url: paths.atendimentoSuporte(id), assunto: `atendimento:${id}` },
    },
  );
}
