import type { Kysely, Selectable } from 'kysely';
import type { AtendimentosTable, Database, MensagensTable } from '../../db/schema.js';
import { now } from '../../db/index.js';

type Db = Kysely<Database>;
export type TicketRow = Selectable<AtendimentosTable>;
export type MessageRow = Selectable<MensagensTable>;

export function findTicket(db: Db, id: number): Promise<TicketRow | undefined> {
  return db.selectFrom('atendimentos').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOpenTicketOf(db: Db, usuarioId: number): Promise<TicketRow | undefined> {
  return db
    .selectFrom('atendimentos')
    .selectAll()
    .where('usuario_id', '=', usuarioId)
    .where('status', '=', 'aberto')
    .executeTakeFirst();
}

export function insertTicket(db: Db, owner: { id: number; nome: string }): Promise<TicketRow> {
  return db
    .insertInto('atendimentos')
    .values({ usuario_id: owner.id, usuario_nome: owner.nome, status: 'aberto', criado_em: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Newest first; only one user's tickets when `usuarioId` is given. */
export function listTickets(db: Db, filter: { usuarioId?: number }) {
  return db
    .selectFrom('atendimentos as a')
    .leftJoin('avaliacoes as av', 'av.atendimento_id', 'a.id')
    .select([
      'a.id',
      'a.status',
      'a.criado_em',
      'a.usuario_nome as nome_usuario',
      'av.id as avaliacao_id',
      'av.nota as avaliacao_nota',
      'av.comentario as avaliacao_comentario',
    ])
    .$if(filter.usuarioId !== undefined, (q) => q.where('a.usuario_id', '=', filter.usuarioId!))
    .orderBy('a.criado_em', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

/** Closes the ticket if it is still open; false when it was already closed. */
export async function closeTicket(db: Db, id: number): Promise<boolean> {
  const res = await db
    .updateTable('atendimentos')
    .set({ status: 'fechado', fechado_em: now() })
    .where('id', '=', id)
    .where('status', '=', 'aberto')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function listMessages(db: Db, atendimentoId: number): Promise<MessageRow[]> {
  return db
    .selectFrom('mensagens')
    .selectAll()
    .where('atendimento_id', '=', atendimentoId)
    .orderBy('id', 'asc')
    .execute();
}

/** How many messages the ticket has, and the newest one's id. */
export interface MessagesVersion {
  total: number;
  ultimo: number | null;
}

/**
 * The version of a ticket's message list: messages are only ever added, so the list changes
 * exactly when this pair does. Answered from the index alone.
 */
export async function messagesVersion(db: Db, atendimentoId: number): Promise<MessagesVersion> {
  const row = await db
    .selectFrom('mensagens')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.max('id').as('ultimo')])
    .where('atendimento_id', '=', atendimentoId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), ultimo: row.ultimo === null ? null : Number(row.ultimo) };
}

export function insertMessage(
  db: Db,
  input: Pick<MessageRow, 'atendimento_id' | 'autor_id' | 'remetente' | 'tipo' | 'mensagem'>,
): Promise<MessageRow> {
  return db
    .insertInto('mensagens')
    .values({ ...input, enviado_em: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertFile(
  db: Db,
  input: {
    atendimentoId: number;
    nomeOriginal: string;
    nomeArmazenado: string;
    contentType: string;
    tamanho: number;
  },
): Promise<void> {
  await db
    .insertInto('arquivos')
    .values({
      atendimento_id: input.atendimentoId,
      nome_original: input.nomeOriginal,
      nome_armazenado: input.nomeArmazenado,
      content_type: input.contentType,
      tamanho: input.tamanho,
      criado_em: now(),
    })
    .execute();
}

export function findFileByStoredName(db: Db, nomeArmazenado: string) {
  return db
    .selectFrom('arquivos')
    .select(['nome_original', 'nome_armazenado', 'content_type', 'tamanho'])
    .where('nome_armazenado', '=', nomeArmazenado)
    .executeTakeFirst();
}

export async function insertRating(
  db: Db,
  input: { atendimentoId: number; nota: number; comentario: string | null },
): Promise<void> {
  await db
    .insertInto('avaliacoes')
    .values({
      atendimento_id: input.atendimentoId,
      nota: input.nota,
      comentario: input.comentario,
      criado_em: now(),
    })
    .execute();
}
