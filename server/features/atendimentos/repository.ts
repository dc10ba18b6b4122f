/** The support chat's tables: atendimentos, their mensagens, arquivos and avaliações. */
import type { Selectable } from 'kysely';
import { now, type Db } from '../../db/index.js';
import type { AtendimentosTable, MensagensTable } from '../../db/schema.js';

export type AtendimentoRow = Selectable<AtendimentosTable>;
export type MensagemRow = Selectable<MensagensTable>;

export function findAtendimento(db: Db, id: number): Promise<AtendimentoRow | undefined> {
  return db.selectFrom('atendimentos').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAtendimentoAbertoOf(
  db: Db,
  usuarioId: number,
): Promise<AtendimentoRow | undefined> {
  return db
    .selectFrom('atendimentos')
    .selectAll()
    .where('usuario_id', '=', usuarioId)
    .where('status', '=', 'aberto')
    .executeTakeFirst();
}

export function insertAtendimento(
  db: Db,
  owner: { id: number; nome: string },
): Promise<AtendimentoRow> {
  return db
    .insertInto('atendimentos')
    .values({ usuario_id: owner.id, usuario_nome: owner.nome, status: 'aberto', criado_em: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Newest first; only one user's atendimentos when `usuarioId` is given. */
export function listAtendimentos(db: Db, filter: { usuarioId?: number }) {
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

/** Closes the atendimento if it is still open; false when it was already closed. */
export async function closeAtendimento(db: Db, id: number): Promise<boolean> {
  const res = await db
    .updateTable('atendimentos')
    .set({ status: 'fechado', fechado_em: now() })
    .where('id', '=', id)
    .where('status', '=', 'aberto')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function listMensagens(db: Db, atendimentoId: number): Promise<MensagemRow[]> {
  return db
    .selectFrom('mensagens')
    .selectAll()
    .where('atendimento_id', '=', atendimentoId)
    .orderBy('id', 'asc')
    .execute();
}

/** How many messages the atendimento has, and the newest one's id. */
export interface MensagensVersion {
  total: number;
  ultimo: number | null;
}

/**
 * The version of an atendimento's message list: messages are only ever added, so the list
 * changes exactly when this pair does. Answered from the index alone.
 */
export async function findMensagensVersion(
  db: Db,
  atendimentoId: number,
): Promise<MensagensVersion> {
  const row = await db
    .selectFrom('mensagens')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.max('id').as('ultimo')])
    .where('atendimento_id', '=', atendimentoId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), ultimo: row.ultimo === null ? null : Number(row.ultimo) };
}

export function insertMensagem(
  db: Db,
  input: Pick<MensagemRow, 'atendimento_id' | 'autor_id' | 'remetente' | 'tipo' | 'mensagem'>,
): Promise<MensagemRow> {
  return db
    .insertInto('mensagens')
    .values({ ...input, enviado_em: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertArquivo(
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

export function findArquivoByNomeArmazenado(db: Db, nomeArmazenado: string) {
  return db
    .selectFrom('arquivos')
    .select(['nome_original', 'nome_armazenado', 'content_type', 'tamanho'])
    .where('nome_armazenado', '=', nomeArmazenado)
    .executeTakeFirst();
}

export async function insertAvaliacao(
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
