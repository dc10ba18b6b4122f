/**
 * The one way to notify someone who may not have the portal open (docs/product/avisos.md): an
 * e-mail to staff, a push notice to a phone. A writer builds its notices here (`aviso`,
 * `avisoAoVisitante`) and hands them to `concluir` (server/core/fim-da-escrita.ts), which queues
 * them in the transaction of the change they tell of, one row per recipient (per subscription, for
 * push): they go out only if that change committed, and a change that committed always has them.
 * The senders (server/features/avisos) deliver them later, once across instances.
 * The person's choices are kept here: a kind they turned off on a channel is not queued there.
 * A notice says that something happened and links to the portal: an e-mail names a ticket's
 * number at most, and a push carries only its kind's fixed title and a link, never what a ticket
 * or a report says, nor anything about who wrote it. Without SMTP_URL no e-mail is queued.
 */
import crypto from 'node:crypto';
import { can, ROLES, type Role } from '../../common/roles.js';
import { TIPOS_DE_AVISO, type Canal, type TipoDeAviso } from '../../common/schemas/avisos.js';
import type { AppContext } from '../context.js';
import { now, type Db, type Trx } from '../db/index.js';

export interface Aviso {
  tipo: TipoDeAviso;
  /** the e-mail, for a kind that travels by e-mail (plain text; the link is added by `linkPara`) */
  email?: { assunto: string; texto: string };
  /**
   * the push: the screen it opens, and what it is about (a ticket, the Ouvidoria's hour): a
   * waiting notice about the same thing is not queued again, and the push service and the phone
   * keep only the newest of them
   */
  push?: { url: string; assunto: string };
}

/** The portal's address for `caminho`, as an e-mail's link. */
export const linkPara = (ctx: AppContext, caminho: string) =>
  `${ctx.config.email?.publicUrl ?? ''}${caminho}`;

/**
 * The roles a kind of notice may reach: those holding its permission in the kinds table
 * (common/schemas/avisos.ts). Read here, by `aviso` and by `destinatariosDoTipo`, so no caller
 * decides it again.
 */
const papeisDoTipo = (tipo: TipoDeAviso): Role[] =>
  ROLES.filter((r) => can(r, TIPOS_DE_AVISO[tipo].permissao));

/** Everyone a kind of notice is for: active users whose role its table entry names. */
export async function destinatariosDoTipo(
  trx: Trx,
  tipo: TipoDeAviso,
): Promise<{ id: number; role: Role; papeis_gestores: string; email: string | null }[]> {
  const papeis = papeisDoTipo(tipo);
  if (papeis.length === 0) return [];
  return trx
    .selectFrom('users')
    .select(['id', 'role', 'papeis_gestores', 'email'])
    .where('status_usuario', '=', 'ativo')
    .where('role', 'in', papeis)
    .orderBy('id')
    .execute();
}

/**
 * A notice ready to be queued. Only `concluir` queues it (server/core/fim-da-escrita.ts), in the
 * write's transaction: server/core/fim-da-escrita.unit.test.ts fails if anything else does.
 */
export interface AvisoPronto {
  readonly enfileirar: (trx: Trx) => Promise<void>;
}

/**
 * `aviso` for each of `usuarios` whom its kind may reach (their role holds the kind's permission,
 * they are active) on the channels they keep on. A caller narrows who hears (a ticket's owner,
 * its responsible); it cannot widen it.
 */
export const aviso = (ctx: AppContext, usuarios: readonly number[], oque: Aviso): AvisoPronto => ({
  enfileirar: (trx) => enfileirarAviso(trx, ctx, usuarios, oque),
});

async function enfileirarAviso(
  trx: Trx,
  ctx: AppContext,
  usuarios: readonly number[],
  aviso: Aviso,
): Promise<void> {
  if (usuarios.length === 0) return;
  const canais = TIPOS_DE_AVISO[aviso.tipo].canais as readonly Canal[];
  const ts = now();
  if (aviso.email && ctx.config.email && canais.includes('email')) {
    const comEmail = await ligados(trx, usuarios, 'email', aviso.tipo)
      .where('email', 'is not', null)
      .execute();
    if (comEmail.length > 0) {
      await trx
        .insertInto('avisos_email')
        .values(
          comEmail.map(({ id }) => ({
            tipo: aviso.tipo,
            usuario_id: id,
            assunto: aviso.email!.assunto,
            texto: aviso.email!.texto,
            criado_em: ts,
            proxima_tentativa_em: ts,
          })),
        )
        .execute();
    }
  }
  const push = aviso.push;
  if (push && canais.includes('push')) {
    const topico = topicoDe(ctx, aviso.tipo, push.assunto);
    const inscricoes = await trx
      .selectFrom('push_inscricoes as i')
      .select('i.id')
      .where('i.usuario_id', 'in', ligados(trx, usuarios, 'push', aviso.tipo))
      // one waiting notice about the same thing is enough: the phone would show one anyway
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('avisos_push as p')
              .select('p.id')
              .whereRef('p.inscricao_id', '=', 'i.id')
              .where('p.topico', '=', topico)
              .where('p.enviado_em', 'is', null)
              .where('p.desistido_em', 'is', null),
          ),
        ),
      )
      .execute();
    if (inscricoes.length > 0) {
      await trx
        .insertInto('avisos_push')
        .values(
          inscricoes.map(({ id }) => ({
            inscricao_id: id,
            tipo: aviso.tipo,
            topico,
            url: push.url,
            criado_em: ts,
            proxima_tentativa_em: ts,
          })),
        )
        .execute();
    }
  }
}

/** The kinds of e-mail written to a visitor's privacy request (no account, no choices). */
export const EMAIL_CONFIRMACAO_SOLICITACAO = 'confirmacao_solicitacao';
export const EMAIL_COMPLEMENTO_SOLICITACAO = 'complemento_solicitacao';
export const EMAIL_RESPOSTA_SOLICITACAO = 'resposta_solicitacao';
type EmailDeSolicitacao =
  | typeof EMAIL_CONFIRMACAO_SOLICITACAO
  | typeof EMAIL_COMPLEMENTO_SOLICITACAO
  | typeof EMAIL_RESPOSTA_SOLICITACAO;

/**
 * An e-mail to a visitor's privacy request (docs/product/privacidade.md): a visitor has no
 * account, so the row names the request, whose address the sender reads when sending
 * (server/features/avisos/envio.ts). The same outbox and sender as every other e-mail. Until the
 * address is confirmed only the confirmation itself may be written to it
 * (docs/decisions/056-confirmacao-das-solicitacoes.md): anything else is refused when queued,
 * whoever asks. Without SMTP_URL nothing is queued.
 */
export const avisoAoVisitante = (
  ctx: AppContext,
  solicitacaoId: number,
  tipo: EmailDeSolicitacao,
  email: { assunto: string; texto: string },
): AvisoPronto => ({
  enfileirar: (trx) => enfileirarAoVisitante(trx, ctx, solicitacaoId, tipo, email),
});

async function enfileirarAoVisitante(
  trx: Trx,
  ctx: AppContext,
  solicitacaoId: number,
  tipo: EmailDeSolicitacao,
  email: { assunto: string; texto: string },
): Promise<void> {
  if (!ctx.config.email) return;
  if (tipo !== EMAIL_CONFIRMACAO_SOLICITACAO) {
    const pedido = await trx
      .selectFrom('solicitacoes_privacidade')
      .select('status')
      .where('id', '=', solicitacaoId)
      .executeTakeFirst();
    if (!pedido || pedido.status === 'aguardando_confirmacao') {
      throw new Error(`e-mail ${tipo} a uma solicitação não confirmada (#${solicitacaoId})`);
    }
  }
  const ts = now();
  await trx
    .insertInto('avisos_email')
    .values({
      tipo,
      usuario_id: null,
      solicitacao_id: solicitacaoId,
      assunto: email.assunto,
      texto: email.texto,
      criado_em: ts,
      proxima_tentativa_em: ts,
    })
    .execute();
}

/** Those of `usuarios` who are active and keep `tipo` on for `canal`. */
function ligados(db: Db, usuarios: readonly number[], canal: Canal, tipo: TipoDeAviso) {
  return db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', 'in', usuarios)
    .where('u.status_usuario', '=', 'ativo')
    .where('u.role', 'in', papeisDoTipo(tipo))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('avisos_desligados as d')
            .select('d.usuario_id')
            .whereRef('d.usuario_id', '=', 'u.id')
            .where('d.canal', '=', canal)
            .where('d.tipo', '=', tipo),
        ),
      ),
    );
}

/**
 * The collapse key (RFC 8030 `Topic`: at most 32 base64url characters). The push service sees
 * it, so it names nothing: a keyed hash of the kind and what the notice is about.
 */
function topicoDe(ctx: AppContext, tipo: TipoDeAviso, assunto: string): string {
  return crypto
    .createHmac('sha256', ctx.push.chaves.privada)
    .update(`${tipo}:${assunto}`)
    .digest('base64url')
    .slice(0, 32);
}
