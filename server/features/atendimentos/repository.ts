/**
 * The chat's queries (docs/glossario.md, "conversa"): the tickets as their lists read them,
 * opening and closing a ticket, its mensagens, arquivos and avaliação, and the owner's read mark.
 * The desk's own (clocks, notes, ready answers, the report) are in mesa/repository.ts.
 */
import { sql, type Selectable } from 'kysely';
import { now, type AtendimentoRow, type Db } from '../../db/index.js';
import type { MensagensTable } from '../../db/schema.js';
import {
  marcaDoDono,
  respostaNaoLidaNaLista,
  temRespostaNaoLida,
  type MarcaDoDono,
} from '../../core/respostas-nao-lidas.js';
import { fold } from '../../../common/text.js';
import type { AtendimentosQuery } from '../../../common/schemas/atendimentos.js';
import { containsPattern } from '../../lib/sql.js';
import {
  comPrazos,
  ORDEM_DO_PRAZO,
  vencimentosDe,
  type FatosDoAtendimento,
  type Prazos,
} from '../../core/situacao-sla.js';
import { FIGURAS, type ItemRow } from './mesa/repository.js';
import { consultaPronta } from '../../db/consulta-pronta.js';

export type { AtendimentoRow };
/** A ticket as a chat call reads it first: its row, and its owner's read mark (opaque). */
export type AtendimentoLido = AtendimentoRow & { marca_do_dono: MarcaDoDono };
export type MensagemRow = Selectable<MensagensTable>;

/**
 * A ticket row as the lists and `GET /api/atendimentos/{id}` read it: the owner's chat and the
 * desk's panel list tickets through the same route (server/features/atendimentos/service.ts).
 */
function itens(db: Db) {
  return db
    .selectFrom('atendimentos as a')
    .leftJoin('avaliacoes as av', 'av.atendimento_id', 'a.id')
    .leftJoin('users as r', 'r.id', 'a.responsavel_id')
    .select([
      'a.id',
      'a.status',
      'a.criado_em',
      'a.usuario_id',
      'a.usuario_nome as nome_usuario',
      'a.prioridade',
      'a.etapa',
      'a.responsavel_id',
      'r.nome as responsavel_nome',
      'a.inicio_contagem',
      ...FIGURAS,
      ...vencimentosDe('a'),
      'a.pausado_em',
      'a.pausa_minutos',
      'av.id as avaliacao_id',
      'av.nota as avaliacao_nota',
      'av.comentario as avaliacao_comentario',
    ]);
}

export function findItem(db: Db, id: number): Promise<ItemRow | undefined> {
  return itens(db).where('a.id', '=', id).executeTakeFirst();
}

export interface FiltroAtendimentos {
  usuarioId?: number;
  status?: AtendimentosQuery['status'];
  etapa?: AtendimentosQuery['etapa'];
  /** a staff user's id, or null for tickets nobody has taken */
  responsavelId?: number | null;
  /** part of the employee's name, any case or accent, or a ticket's number ("21", "#21") */
  busca?: string;
}

function filtrar<Q extends ReturnType<typeof itens>>(q: Q, f: FiltroAtendimentos): Q {
  let out = q;
  if (f.usuarioId !== undefined) out = out.where('a.usuario_id', '=', f.usuarioId) as Q;
  if (f.status) out = out.where('a.status', '=', f.status) as Q;
  if (f.etapa) out = out.where('a.etapa', '=', f.etapa) as Q;
  if (f.busca) {
    // The name as Gestão de Usuários searches it (common/text.ts: any case, any accent); a
    // ticket opened outside the product's own insert has no folded copy and is searched by case.
    const padrao = containsPattern(fold(f.busca));
    const nome = sql<boolean>`(${sql.ref('a.usuario_nome_busca')} like ${padrao} escape '\\' or (${sql.ref('a.usuario_nome_busca')} is null and lower(${sql.ref('a.usuario_nome')}) like ${containsPattern(f.busca.toLowerCase())} escape '\\'))`;
    // "21" or "#21": the ticket of that number
    const numero = /^#?(\d{1,9})$/.exec(f.busca.trim());
    out = (numero ? out.where('a.id', '=', Number(numero[1])) : out.where(nome)) as Q;
  }
  if (f.responsavelId === null) out = out.where('a.responsavel_id', 'is', null) as Q;
  else if (f.responsavelId !== undefined) {
    out = out.where('a.responsavel_id', '=', f.responsavelId) as Q;
  }
  return out;
}

/** The lists' orders, as the query names them. */
type Ordem = NonNullable<AtendimentosQuery['ordem']>;

/**
 * One page of tickets. `prazo`: open tickets whose clock runs by their due time, then open ones
 * whose clock is paused, then closed ones, newest first; `recentes`: newest first.
 */
export function listItens(
  db: Db,
  f: FiltroAtendimentos,
  ordem: Ordem,
  pagina: { limite: number; deslocamento: number },
): Promise<ItemRow[]> {
  return ordenar(filtrar(itens(db), f), ordem)
    .limit(pagina.limite)
    .offset(pagina.deslocamento)
    .execute();
}

/** An owner's own tickets (`f.usuarioId`), each telling whether it has an answer unread. */
function doDono(db: Db, f: FiltroAtendimentos & { usuarioId: number }, ordem: Ordem) {
  return ordenar(filtrar(itens(db), f), ordem).select((eb) =>
    respostaNaoLidaNaLista('a')(eb as never),
  );
}

/** The same, with no filter but the owner: every open portal's poll, compiled once. */
const soDoDono = {
  recentes: consultaPronta((db: Db, usuarioId: number, limite: number, deslocamento: number) =>
    doDono(db, { usuarioId }, 'recentes').limit(limite).offset(deslocamento),
  ),
  prazo: consultaPronta((db: Db, usuarioId: number, limite: number, deslocamento: number) =>
    doDono(db, { usuarioId }, 'prazo').limit(limite).offset(deslocamento),
  ),
};

/**
 * One page of an owner's own tickets (`usuarioId`), each telling whether it has an answer they
 * have not been shown (server/core/respostas-nao-lidas.ts), in the same query.
 */
export async function listItensDoDono(
  db: Db,
  f: FiltroAtendimentos & { usuarioId: number },
  ordem: Ordem,
  pagina: { limite: number; deslocamento: number },
): Promise<(ItemRow & { resposta_nao_lida: boolean })[]> {
  const { usuarioId, ...outros } = f;
  const rows = Object.values(outros).every((v) => v === undefined)
    ? await soDoDono[ordem](db, usuarioId, pagina.limite, pagina.deslocamento)
    : await doDono(db, f, ordem).limit(pagina.limite).offset(pagina.deslocamento).execute();
  return rows.map((r) => ({ ...r, resposta_nao_lida: Boolean(r.resposta_nao_lida) }));
}

function ordenar<Q extends ReturnType<typeof itens>>(q: Q, ordem: Ordem): Q {
  const porPrazo =
    ordem === 'prazo' ? (q.orderBy(ORDEM_DO_PRAZO[0]).orderBy(ORDEM_DO_PRAZO[1]) as Q) : q;
  return porPrazo.orderBy('a.criado_em', 'desc').orderBy('a.id', 'desc') as Q;
}

export async function countItens(db: Db, f: FiltroAtendimentos): Promise<number> {
  const q = filtrar(itens(db), f)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'));
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export function findAtendimento(db: Db, id: number): Promise<AtendimentoLido | undefined> {
  return db
    .selectFrom('atendimentos')
    .selectAll()
    .select(marcaDoDono)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whose each of these tickets is (a ticket erased is not answered). */
export function donosDosAtendimentos(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; usuario_id: number | null }[]> {
  return db
    .selectFrom('atendimentos')
    .select(['id', 'usuario_id'])
    .where('id', 'in', ids)
    .execute();
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

/** A new open atendimento, with its clocks' facts and figures (the desk's `Relogio.novo`). */
export function insertAtendimento(
  db: Db,
  owner: { id: number; nome: string },
  relogio: { fatos: FatosDoAtendimento; prazos: Prazos },
): Promise<AtendimentoRow> {
  return db
    .insertInto('atendimentos')
    .values(
      comPrazos(
        {
          usuario_id: owner.id,
          usuario_nome: owner.nome,
          usuario_nome_busca: fold(owner.nome),
          status: 'aberto' as const,
          ...relogio.fatos,
        },
        relogio.prazos,
      ),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
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

/** The atendimento's messages in id order; with `depois`, only those with a greater id. */
export function listMensagens(
  db: Db,
  atendimentoId: number,
  depois?: number,
): Promise<MensagemRow[]> {
  return depois === undefined
    ? todasAsMensagens(db, atendimentoId)
    : mensagensDepois(db, atendimentoId, depois);
}

const mensagens = (db: Db, atendimentoId: number) =>
  db.selectFrom('mensagens').selectAll().where('atendimento_id', '=', atendimentoId);
const todasAsMensagens = consultaPronta((db: Db, atendimentoId: number) =>
  mensagens(db, atendimentoId).orderBy('id', 'asc'),
);
const mensagensDepois = consultaPronta((db: Db, atendimentoId: number, depois: number) =>
  mensagens(db, atendimentoId).where('id', '>', depois).orderBy('id', 'asc'),
);

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

const atendimentoComVersao = consultaPronta((db: Db, id: number) =>
  db
    .selectFrom('atendimentos')
    .selectAll()
    .select(marcaDoDono)
    .select((eb) => [
      eb
        .selectFrom('mensagens')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('mensagens.atendimento_id', '=', 'atendimentos.id')
        .as('versao_total'),
      eb
        .selectFrom('mensagens')
        .select((m) => m.fn.max('mensagens.id').as('m'))
        .whereRef('mensagens.atendimento_id', '=', 'atendimentos.id')
        .as('versao_ultimo'),
    ])
    .where('id', '=', id),
);

/**
 * The atendimento as `findAtendimento` reads it and its message list's version, in one query:
 * what a chat poll reads first when the ticket is not in memory (./reads.ts).
 */
export async function findAtendimentoComVersao(
  db: Db,
  id: number,
): Promise<{ atendimento: AtendimentoLido; versao: MensagensVersion } | undefined> {
  const [row] = await atendimentoComVersao(db, id);
  if (!row) return undefined;
  const { versao_total, versao_ultimo, ...atendimento } = row;
  return {
    atendimento,
    versao: {
      total: Number(versao_total ?? 0),
      ultimo: versao_ultimo === null || versao_ultimo === undefined ? null : Number(versao_ultimo),
    },
  };
}

export function insertMensagem(
  db: Db,
  input: Pick<MensagemRow, 'atendimento_id' | 'autor_id' | 'remetente' | 'tipo' | 'mensagem'> &
    Partial<Pick<MensagemRow, 'miniatura'>>,
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

/**
 * The owner's tickets, among `ids`, with an answer from support they have not been shown
 * (server/core/respostas-nao-lidas.ts).
 */
export async function comRespostaNaoLida(db: Db, usuarioId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('atendimentos')
    .select('atendimentos.id')
    .where('atendimentos.usuario_id', '=', usuarioId)
    .where('atendimentos.id', 'in', ids)
    .where(temRespostaNaoLida)
    .execute();
  return new Set(rows.map((r) => r.id));
}
