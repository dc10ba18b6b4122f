/**
 * The SQL of a visitor's request before and after its e-mail's confirmation
 * (docs/decisions/056-confirmacao-das-solicitacoes.md): finding it by the token's hash,
 * confirming it (its deadline starts then), erasing the ones nobody confirmed, and the public
 * lookup by protocol and address together. The rest of the requests' SQL is in ./repository.ts.
 */
import { sql } from 'kysely';
import { now, type Db, type Trx } from '../../db/index.js';
import type { SolicitacaoConsultada } from '../../../common/schemas/solicitacoes-privacidade.js';
import { AGUARDANDO_CONFIRMACAO, STATUS_FINAIS } from '../../../common/solicitacoes-privacidade.js';
import { EMAIL_CONFIRMACAO_SOLICITACAO } from '../../core/avisos.js';
import { prazoDe, status } from './repository.js';

const DIA_MS = 24 * 60 * 60 * 1000;

/** The request whose confirmation token hashes to `hash`, as the confirmation needs it. */
export async function solicitacaoDaConfirmacao(db: Db, hash: string) {
  return db
    .selectFrom('solicitacoes_privacidade')
    .select(['id', 'protocolo', 'tipo', 'confirmada_em', 'confirmacao_expira_em'])
    .where('confirmacao_hash', '=', hash)
    .executeTakeFirst();
}

/**
 * The visitor followed the link: the request is received now, its deadline starts now. Undefined
 * when it was confirmed meanwhile (a second click at the same time).
 */
export async function confirmarSolicitacao(
  trx: Trx,
  id: number,
): Promise<{ prazo: string } | undefined> {
  const agora = now();
  const prazo = prazoDe(agora);
  const row = await trx
    .updateTable('solicitacoes_privacidade')
    .set({ status: 'recebida', confirmada_em: agora, prazo, atualizado_em: agora })
    .where('id', '=', id)
    .where('status', '=', AGUARDANDO_CONFIRMACAO)
    .returning('id')
    .executeTakeFirst();
  return row && { prazo };
}

/** The confirmation e-mail's text, once its link was used: the outbox keeps no live link. */
export async function apagarLinkDoEmail(trx: Trx, id: number): Promise<void> {
  await trx
    .updateTable('avisos_email')
    .set({ texto: '(link de confirmação já usado)' })
    .where('solicitacao_id', '=', id)
    .where('tipo', '=', EMAIL_CONFIRMACAO_SOLICITACAO)
    .execute();
}

/** Unconfirmed requests whose link expired a week ago or more: nobody can confirm them now. */
export async function apagarNaoConfirmadas(trx: Trx): Promise<void> {
  await trx
    .deleteFrom('solicitacoes_privacidade')
    .where('status', '=', AGUARDANDO_CONFIRMACAO)
    .where('confirmacao_expira_em', '<', new Date(Date.now() - 7 * DIA_MS).toISOString())
    .execute();
}

/**
 * A visitor's confirmed request, found only by its protocol and the address it was made with
 * together (either wrong finds nothing); reading an ended one records that the answer was read.
 */
export async function consultarSolicitacao(
  db: Db,
  protocolo: string,
  email: string,
): Promise<SolicitacaoConsultada | undefined> {
  const row = await db
    .selectFrom('solicitacoes_privacidade')
    .select([
      'id',
      'protocolo',
      'tipo',
      'status',
      'criado_em',
      'prazo',
      'complemento',
      'resposta',
      'respondida_em',
      'resposta_lida_em',
    ])
    .where('protocolo', '=', protocolo.trim().toUpperCase())
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('status', '!=', AGUARDANDO_CONFIRMACAO)
    .executeTakeFirst();
  if (!row) return undefined;
  if ((STATUS_FINAIS as readonly string[]).includes(row.status) && !row.resposta_lida_em) {
    await db
      .updateTable('solicitacoes_privacidade')
      .set({ resposta_lida_em: now() })
      .where('id', '=', row.id)
      .execute();
  }
  return {
    protocolo: row.protocolo!,
    tipo: row.tipo,
    status: status(row.status),
    criado_em: row.criado_em,
    prazo: row.prazo,
    complemento: row.complemento,
    resposta: row.resposta,
    respondida_em: row.respondida_em,
  };
}
