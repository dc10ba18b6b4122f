/**
 * The privacy requests' SQL (docs/product/privacidade.md, "Solicitações"). The deadline is
 * written once, when the request arrives (received + 15 days); "late" is read against it.
 */
import { now, type Db, type Trx } from '../../db/index.js';
import type {
  MinhaSolicitacao,
  SolicitacaoNaFila,
} from '../../../common/schemas/solicitacoes-privacidade.js';
import {
  PRAZO_SOLICITACAO_DIAS,
  STATUS_DE_SOLICITACAO,
  STATUS_FINAIS,
  type StatusDeSolicitacao,
  type TipoDeSolicitacao,
} from '../../../common/solicitacoes-privacidade.js';

const DIA_MS = 24 * 60 * 60 * 1000;

export const prazoDe = (recebida: string) =>
  new Date(Date.parse(recebida) + PRAZO_SOLICITACAO_DIAS * DIA_MS).toISOString();

/**
 * The one judgement of a request's deadline: an open request past it is late. (A request's
 * deadline is its own promise, apart from a ticket's SLA, judged in server/core/situacao-sla.ts.)
 */
export const atrasada = (status: string, prazo: string, agora: number) =>
  !(STATUS_FINAIS as readonly string[]).includes(status) && Date.parse(prazo) < agora;

export interface NovaSolicitacao {
  tipo: TipoDeSolicitacao;
  texto: string;
  usuarioId?: number;
  visitante?: { nome: string; email: string; protocolo: string };
}

export async function inserirSolicitacao(
  trx: Trx,
  nova: NovaSolicitacao,
): Promise<{ id: number; prazo: string }> {
  const criado = now();
  const prazo = prazoDe(criado);
  const { id } = await trx
    .insertInto('solicitacoes_privacidade')
    .values({
      usuario_id: nova.usuarioId ?? null,
      protocolo: nova.visitante?.protocolo ?? null,
      nome: nova.visitante?.nome ?? null,
      email: nova.visitante?.email ?? null,
      tipo: nova.tipo,
      texto: nova.texto,
      criado_em: criado,
      prazo,
      atualizado_em: criado,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, prazo };
}

const status = (s: string) =>
  (STATUS_DE_SOLICITACAO as readonly string[]).includes(s)
    ? (s as StatusDeSolicitacao)
    : 'recebida';

/** One person's requests, newest first. */
export async function listarDoUsuario(db: Db, usuarioId: number): Promise<MinhaSolicitacao[]> {
  const rows = await db
    .selectFrom('solicitacoes_privacidade')
    .select(['id', 'tipo', 'texto', 'status', 'criado_em', 'prazo', 'resposta', 'respondida_em'])
    .where('usuario_id', '=', usuarioId)
    .orderBy('criado_em', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, status: status(r.status) }));
}

/**
 * The queue: open requests first, nearest deadline first (late ones at the top), then the
 * answered ones, last answered first.
 */
export async function listarFila(db: Db, agora = new Date()): Promise<SolicitacaoNaFila[]> {
  const rows = await db
    .selectFrom('solicitacoes_privacidade as s')
    .leftJoin('users as u', 'u.id', 's.usuario_id')
    .select([
      's.id',
      's.usuario_id',
      's.protocolo',
      's.nome',
      's.email',
      's.tipo',
      's.texto',
      's.status',
      's.criado_em',
      's.prazo',
      's.resposta',
      's.respondida_em',
      'u.nome as usuario_nome',
      'u.login as usuario_login',
      'u.email as usuario_email',
    ])
    .execute();
  const t = agora.getTime();
  const aberta = (s: string) => !(STATUS_FINAIS as readonly string[]).includes(s);
  const fila = rows.map(({ prazo, ...r }) => ({
    id: r.id,
    origem: r.protocolo == null ? ('conta' as const) : ('visitante' as const),
    protocolo: r.protocolo,
    nome: r.protocolo == null ? r.usuario_nome : r.nome,
    email: r.protocolo == null ? r.usuario_email : r.email,
    login: r.usuario_login,
    tipo: r.tipo,
    texto: r.texto,
    status: status(r.status),
    criado_em: r.criado_em,
    prazo,
    resposta: r.resposta,
    respondida_em: r.respondida_em,
    atrasada: atrasada(r.status, prazo, t),
  }));
  // ISO instants of one format sort as their text
  const abertas = fila
    .filter((s) => aberta(s.status))
    .sort((a, b) => a.prazo.localeCompare(b.prazo) || a.id - b.id);
  const encerradas = fila
    .filter((s) => !aberta(s.status))
    .sort(
      (a, b) =>
        Date.parse(b.respondida_em ?? '') - Date.parse(a.respondida_em ?? '') || b.id - a.id,
    );
  return [...abertas, ...encerradas];
}

export interface SolicitacaoAlterada {
  id: number;
  usuario_id: number | null;
  protocolo: string | null;
}

/**
 * Moves an open request to `novo`; with the answer when it ends it. Undefined when there is no
 * such request, or it already ended (one conditional update: two people answering at once
 * cannot both succeed).
 */
export async function alterarSolicitacao(
  trx: Trx,
  id: number,
  novo: Exclude<StatusDeSolicitacao, 'recebida'>,
  resposta: string | null,
): Promise<SolicitacaoAlterada | undefined> {
  const agora = now();
  const final = (STATUS_FINAIS as readonly string[]).includes(novo);
  return trx
    .updateTable('solicitacoes_privacidade')
    .set({
      status: novo,
      atualizado_em: agora,
      ...(final ? { resposta, respondida_em: agora } : {}),
    })
    .where('id', '=', id)
    .where('status', 'not in', [...STATUS_FINAIS])
    .returning(['id', 'usuario_id', 'protocolo'])
    .executeTakeFirst();
}

export async function existeSolicitacao(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('solicitacoes_privacidade')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return !!row;
}
