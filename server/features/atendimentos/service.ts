import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthUser } from '../../context.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { isStaff } from '../../../common/roles.js';
import type { AvaliacaoBody, Mensagem } from '../../../common/schemas/atendimentos.js';
import { FILES_ROUTE_PREFIX, parseArquivo } from '../../../common/schemas/atendimentos.js';
import { api } from '../../../common/paths.js';
import { conflict } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { withAudit } from '../auditoria/repository.js';
import { isOwner, senderFor } from './policy.js';
import { FileUrlSigner } from './signing.js';
import {
  closeTicket,
  findOpenTicketOf,
  insertFile,
  insertMessage,
  insertRating,
  insertTicket,
  listTickets,
  type MessageRow,
  type TicketRow,
} from './repository.js';

type Db = Kysely<Database>;

export const TICKET_CLOSED = 'Este atendimento foi encerrado. Inicie um novo chamado.';
export const ALREADY_CLOSED = 'Este atendimento já foi encerrado.';
export const ALREADY_RATED = 'Este atendimento já foi avaliado.';

/**
 * The caller's open ticket, or a new one. The partial unique index allows one open ticket per
 * user, so two simultaneous requests cannot both open one: the loser reads the winner's.
 */
export async function openTicket(
  db: Db,
  user: AuthUser,
): Promise<{ id: number; created: boolean }> {
  const existing = await findOpenTicketOf(db, user.id);
  if (existing) return { id: existing.id, created: false };
  try {
    const ticket = await withAudit(db, async (trx) => {
      const row = await insertTicket(trx, user);
      return {
        result: row,
        audit: {
          actor: user,
          acao: AUDIT_ACTIONS.atendimentoAberto,
          detalhes: `Abriu o atendimento de suporte #${row.id}.`,
        },
      };
    });
    return { id: ticket.id, created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await findOpenTicketOf(db, user.id);
    if (!winner) throw err;
    return { id: winner.id, created: false };
  }
}

/**
 * A colaborador lists only their own tickets; staff all, or only their own when asked. Each
 * carries its rating, so staff can read what the owner thought of it.
 */
export async function ticketsFor(db: Db, user: AuthUser, onlyMine: boolean) {
  const all = isStaff(user.role) && !onlyMine;
  const rows = await listTickets(db, all ? {} : { usuarioId: user.id });
  return rows.map(({ avaliacao_id, avaliacao_nota, avaliacao_comentario, ...r }) => ({
    ...r,
    avaliado: avaliacao_id !== null,
    avaliacao:
      avaliacao_id !== null && avaliacao_nota !== null
        ? { nota: Number(avaliacao_nota), comentario: avaliacao_comentario ?? null }
        : null,
  }));
}

/**
 * A message as the screens get it. An `arquivo` message stores a stable reference (the unsigned
 * file path); its url is signed afresh on every listing, since signed urls expire.
 */
export function presentMessage(
  row: MessageRow,
  signer: FileUrlSigner,
  exp = FileUrlSigner.expiryFor(Date.now()),
): Mensagem {
  let mensagem = row.mensagem;
  if (row.tipo === 'arquivo') {
    const file = parseArquivo(row.mensagem);
    if (file?.url.startsWith(FILES_ROUTE_PREFIX)) {
      const url = signer.url(file.url.slice(FILES_ROUTE_PREFIX.length), exp);
      mensagem = JSON.stringify({ url, nome: file.nome });
    }
  }
  return {
    id: row.id,
    remetente: row.remetente,
    tipo: row.tipo,
    mensagem,
    enviado_em: row.enviado_em,
  };
}

export function assertOpen(ticket: TicketRow): void {
  if (ticket.status !== 'aberto') throw conflict(TICKET_CLOSED);
}

export async function postMessage(db: Db, user: AuthUser, ticket: TicketRow, text: string) {
  assertOpen(ticket);
  return insertMessage(db, {
    atendimento_id: ticket.id,
    autor_id: user.id,
    remetente: senderFor(user, ticket),
    tipo: 'text',
    mensagem: text,
  });
}

/** Records a stored file and its `arquivo` message together. */
export async function recordFileMessage(
  db: Db,
  user: AuthUser,
  ticket: TicketRow,
  file: { nomeOriginal: string; nomeArmazenado: string; contentType: string; tamanho: number },
) {
  return db.transaction().execute(async (trx) => {
    await insertFile(trx, { atendimentoId: ticket.id, ...file });
    return insertMessage(trx, {
      atendimento_id: ticket.id,
      autor_id: user.id,
      remetente: senderFor(user, ticket),
      tipo: 'arquivo',
      mensagem: JSON.stringify({ url: api.arquivo(file.nomeArmazenado), nome: file.nomeOriginal }),
    });
  });
}

export async function closeTicketBy(db: Db, user: AuthUser, ticket: TicketRow): Promise<void> {
  const whose = isOwner(user, ticket) ? '' : ` de ${ticket.usuario_nome}`;
  await withAudit(db, async (trx) => {
    if (!(await closeTicket(trx, ticket.id))) throw conflict(ALREADY_CLOSED);
    return {
      result: undefined,
      audit: {
        actor: user,
        acao: AUDIT_ACTIONS.atendimentoFechado,
        detalhes: `Encerrou o atendimento de suporte #${ticket.id}${whose}.`,
      },
    };
  });
}

export async function rateTicket(db: Db, user: AuthUser, ticket: TicketRow, body: AvaliacaoBody) {
  const comentario = body.comentario ? body.comentario : null;
  try {
    await withAudit(db, async (trx) => {
      await insertRating(trx, { atendimentoId: ticket.id, nota: body.nota, comentario });
      return {
        result: undefined,
        audit: {
          actor: user,
          acao: AUDIT_ACTIONS.avaliacao,
          detalhes: `Avaliou o atendimento de suporte #${ticket.id} com nota ${body.nota}.`,
        },
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_RATED);
    throw err;
  }
  return { atendimentoId: ticket.id, nota: body.nota, comentario };
}
