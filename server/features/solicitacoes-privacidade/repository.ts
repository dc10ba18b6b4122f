/**
 * The privacy requests' SQL (docs/product/privacidade.md, "Solicitações"). The deadline is
 * written when the request is received — an account's when it arrives, a visitor's when their
 * e-mail is confirmed (received + 15 days) — and "late" is read against it.
 */
import { now, type Db, type Trx } from '../../db/index.js';
import type {
  MinhaSolicitacao,
  SolicitacaoNaFila,
} from '../../../common/schemas/solicitacoes-privacidade.js';
import {
  AGUARDANDO_CONFIRMACAO,
  CONFIRMACAO_VALIDA_HORAS,
  PRAZO_SOLICITACAO_DIAS,
  STATUS_DE_SOLICITACAO,
  STATUS_FINAIS,
  type Entrega,
  type StatusDeSolicitacao,
  type TipoDeSolicitacao,
} from '../../../common/solicitacoes-privacidade.js';
import { EMAIL_RESPOSTA_SOLICITACAO } from '../../core/avisos.js';

const HORA_MS = 60 * 60 * 1000;
const DIA_MS = 24 * HORA_MS;
/** The states a request can still be moved from (an unconfirmed one is not among them). */
const ABERTAS = STATUS_DE_SOLICITACAO.filter((s) => !STATUS_FINAIS.includes(s));

export const prazoDe = (recebida: string) =>
  new Date(Date.parse(recebida) + PRAZO_SOLICITACAO_DIAS * DIA_MS).toISOString();

/**
 * The one judgement of a request's deadline: a request whose duty is not met past it is late.
 * (A request's deadline is its own promise, apart from a ticket's SLA, judged in
 * server/core/situacao-sla.ts.)
 */
export const atrasada = (atendida: boolean, prazo: string, agora: number) =>
  !atendida && Date.parse(prazo) < agora;

/**
 * The duty is met when the request ended and the answer reached the person: an account's is read
 * in Meus dados; a visitor's must have left by e-mail, or been read on /privacidade.
 */
export const atendida = (status: string, entrega: Entrega | null, deVisitante: boolean) =>
  (STATUS_FINAIS as readonly string[]).includes(status) &&
  (!deVisitante || entrega === 'enviada' || entrega === 'lida');

export interface NovaSolicitacao {
  tipo: TipoDeSolicitacao;
  texto: string;
  usuarioId?: number;
  /** a visitor's: waits for the confirmation whose token hashes to `confirmacaoHash` */
  visitante?: { nome: string; email: string; protocolo: string; confirmacaoHash: string };
}

export async function inserirSolicitacao(
  trx: Trx,
  nova: NovaSolicitacao,
): Promise<{ id: number; prazo: string }> {
  const criado = now();
  // a visitor's deadline is written again when they confirm (`confirmarSolicitacao`); until then
  // the request is in no list that reads it
  const prazo = prazoDe(criado);
  const v = nova.visitante;
  const { id } = await trx
    .insertInto('solicitacoes_privacidade')
    .values({
      usuario_id: nova.usuarioId ?? null,
      protocolo: v?.protocolo ?? null,
      nome: v?.nome ?? null,
      email: v?.email ?? null,
      tipo: nova.tipo,
      texto: nova.texto,
      criado_em: criado,
      prazo,
      atualizado_em: criado,
      ...(v
        ? {
            status: AGUARDANDO_CONFIRMACAO,
            confirmacao_hash: v.confirmacaoHash,
            confirmacao_expira_em: new Date(
              Date.parse(criado) + CONFIRMACAO_VALIDA_HORAS * HORA_MS,
            ).toISOString(),
          }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, prazo };
}

export const status = (s: string) =>
  (STATUS_DE_SOLICITACAO as readonly string[]).includes(s)
    ? (s as StatusDeSolicitacao)
    : 'recebida';

/** One person's requests, newest first. */
export async function listarDoUsuario(db: Db, usuarioId: number): Promise<MinhaSolicitacao[]> {
  const rows = await db
    .selectFrom('solicitacoes_privacidade')
    .select([
      'id',
      'tipo',
      'texto',
      'status',
      'criado_em',
      'prazo',
      'complemento',
      'resposta',
      'respondida_em',
    ])
    .where('usuario_id', '=', usuarioId)
    .orderBy('criado_em', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, status: status(r.status) }));
}

/** Whether each visitor's answer among `ids` left by e-mail (the newest answer e-mail of each). */
async function entregasDasRespostas(db: Db, ids: number[]) {
  const porId = new Map<number, Entrega>();
  if (ids.length === 0) return porId;
  const emails = await db
    .selectFrom('avisos_email')
    .select(['solicitacao_id', 'enviado_em', 'desistido_em'])
    .where('tipo', '=', EMAIL_RESPOSTA_SOLICITACAO)
    .where('solicitacao_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const e of emails) {
    porId.set(e.solicitacao_id!, e.enviado_em ? 'enviada' : e.desistido_em ? 'falhou' : 'pendente');
  }
  return porId;
}

/**
 * The queue: every confirmed request (never one waiting for its e-mail's confirmation). Those
 * whose duty is not met first — open ones, and ended ones whose answer did not reach a visitor —
 * nearest deadline first (late ones at the top); then the met ones, last answered first.
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
      's.complemento',
      's.resposta',
      's.respondida_em',
      's.confirmada_em',
      's.resposta_lida_em',
      'u.nome as usuario_nome',
      'u.login as usuario_login',
      'u.email as usuario_email',
    ])
    .where('s.status', '!=', AGUARDANDO_CONFIRMACAO)
    .execute();
  const finalDeVisitante = rows.filter(
    (r) => r.protocolo != null && (STATUS_FINAIS as readonly string[]).includes(r.status),
  );
  const enviadas = await entregasDasRespostas(
    db,
    finalDeVisitante.map((r) => r.id),
  );
  const t = agora.getTime();
  const fila = rows.map(({ prazo, ...r }) => {
    const visitante = r.protocolo != null;
    const final = (STATUS_FINAIS as readonly string[]).includes(r.status);
    const entrega: Entrega | null =
      !visitante || !final
        ? null
        : r.resposta_lida_em
          ? 'lida'
          : (enviadas.get(r.id) ?? 'sem_email');
    const met = atendida(r.status, entrega, visitante);
    return {
      id: r.id,
      origem: visitante ? ('visitante' as const) : ('conta' as const),
      verificacao: !visitante
        ? ('conta' as const)
        : r.confirmada_em
          ? ('email_confirmado' as const)
          : ('nao_verificada' as const),
      protocolo: r.protocolo,
      nome: visitante ? r.nome : r.usuario_nome,
      email: visitante ? r.email : r.usuario_email,
      login: r.usuario_login,
      tipo: r.tipo,
      texto: r.texto,
      status: status(r.status),
      criado_em: r.criado_em,
      prazo,
      complemento: r.complemento,
      resposta: r.resposta,
      respondida_em: r.respondida_em,
      entrega,
      atendida: met,
      atrasada: atrasada(met, prazo, t),
    };
  });
  // ISO instants of one format sort as their text
  const pendentes = fila
    .filter((s) => !s.atendida)
    .sort((a, b) => a.prazo.localeCompare(b.prazo) || a.id - b.id);
  const atendidas = fila
    .filter((s) => s.atendida)
    .sort(
      (a, b) =>
        Date.parse(b.respondida_em ?? '') - Date.parse(a.respondida_em ?? '') || b.id - a.id,
    );
  return [...pendentes, ...atendidas];
}

export interface SolicitacaoAlterada {
  id: number;
  usuario_id: number | null;
  protocolo: string | null;
  confirmada_em: string | null;
}

/**
 * Moves an open, received request to `novo`: with the answer when it ends it, with what is
 * missing when asking for a complement. Undefined when there is no such request, it already
 * ended, or it waits for its e-mail's confirmation (one conditional update: two people answering
 * at once cannot both succeed).
 */
export async function alterarSolicitacao(
  trx: Trx,
  id: number,
  novo: Exclude<StatusDeSolicitacao, 'recebida'>,
  texto: string | null,
): Promise<SolicitacaoAlterada | undefined> {
  const agora = now();
  const final = (STATUS_FINAIS as readonly string[]).includes(novo);
  return trx
    .updateTable('solicitacoes_privacidade')
    .set({
      status: novo,
      atualizado_em: agora,
      ...(final ? { resposta: texto, respondida_em: agora } : {}),
      ...(novo === 'complemento_solicitado' ? { complemento: texto } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', ABERTAS)
    .returning(['id', 'usuario_id', 'protocolo', 'confirmada_em'])
    .executeTakeFirst();
}

/** A request's state, to tell why it could not be moved; undefined when there is none. */
export async function statusDaSolicitacao(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('solicitacoes_privacidade')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}
