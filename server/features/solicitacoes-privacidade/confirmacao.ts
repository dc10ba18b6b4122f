/**
 * A visitor's request is confirmed by its e-mail first (docs/decisions/056-confirmacao-das-
 * solicitacoes.md): the form's answer is the protocol, and a link with a random, single-use token
 * goes to the address typed; only the token's hash is kept. Until the link is followed the request
 * waits apart: not in the queue, its deadline not started, nothing else written to the address.
 * Without SMTP_URL no link can go out, so the form refuses (409: the installation cannot take it, never a 5xx) and says to write to the
 * encarregado. A visitor reads their request later with the protocol and the address together.
 */
import crypto from 'node:crypto';
import type { AppContext } from '../../context.js';
import { avisoAoVisitante, EMAIL_CONFIRMACAO_SOLICITACAO, linkPara } from '../../core/avisos.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { HttpError, conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { paths } from '../../../common/paths.js';
import {
  CONFIRMACAO_ERROS as C,
  CONFIRMACAO_VALIDA_HORAS,
  CONSULTA_ERROS,
} from '../../../common/solicitacoes-privacidade.js';
import { novoProtocolo } from './protocolo.js';
import { inserirSolicitacao } from './repository.js';
import {
  apagarLinkDoEmail,
  apagarNaoConfirmadas,
  confirmarSolicitacao,
  consultarSolicitacao,
  solicitacaoDaConfirmacao,
} from './repository-visitante.js';
import { avisoDeNovaSolicitacao, type Pedido } from './service.js';

const hashDe = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/** The page that confirms: /privacidade reads the token from the fragment (never sent in a GET). */
export const linkDeConfirmacao = (ctx: AppContext, token: string) =>
  `${linkPara(ctx, paths.privacidade)}#confirmar=${token}`;

const TEXTO_DA_CONFIRMACAO = (ctx: AppContext, protocolo: string, token: string) =>
  [
    `Recebemos pelo Aviso de privacidade uma solicitação sobre dados pessoais (protocolo ${protocolo}) com este e-mail para a resposta.`,
    '',
    `Para confirmar que o e-mail é seu e enviar a solicitação, abra este link em até ${CONFIRMACAO_VALIDA_HORAS} horas:`,
    linkDeConfirmacao(ctx, token),
    '',
    'Se não foi você, ignore esta mensagem: sem a confirmação, a solicitação não é atendida e ' +
      'nada mais é enviado a este endereço.',
  ].join('\n');

/** A visitor's request: answered with a protocol (drawn again on the rare collision). */
export async function solicitarSemConta(
  ctx: AppContext,
  pedido: Pedido & { nome: string; email: string },
): Promise<{ protocolo: string }> {
  if (!ctx.config.email) throw new HttpError(409, C.semEmail);
  for (let tentativa = 0; ; tentativa++) {
    const protocolo = novoProtocolo();
    const token = crypto.randomBytes(32).toString('base64url');
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await apagarNaoConfirmadas(trx);
        const { id } = await inserirSolicitacao(trx, {
          tipo: pedido.tipo,
          texto: pedido.texto,
          visitante: {
            nome: pedido.nome,
            email: pedido.email,
            protocolo,
            confirmacaoHash: hashDe(token),
          },
        });
        await concluir(trx, ctx.dbHandle, {
          avisos: [
            avisoAoVisitante(ctx, id, EMAIL_CONFIRMACAO_SOLICITACAO, {
              assunto: `Confirme sua solicitação sobre dados pessoais (${protocolo})`,
              texto: TEXTO_DA_CONFIRMACAO(ctx, protocolo, token),
            }),
          ],
        });
      });
      return { protocolo };
    } catch (err) {
      if (!isUniqueViolation(err) || tentativa >= 3) throw err;
    }
  }
}

/**
 * The visitor followed the link: the request is received now (its deadline starts), enters the
 * queue and who answers hears of it. A wrong, expired or used token is refused in Portuguese.
 */
export async function confirmar(
  ctx: AppContext,
  token: string,
): Promise<{ protocolo: string; prazo: string }> {
  const pedido = await solicitacaoDaConfirmacao(ctx.db, hashDe(token));
  if (!pedido?.protocolo) throw notFound(C.invalido);
  if (pedido.confirmada_em) throw conflict(C.usado);
  if (Date.parse(pedido.confirmacao_expira_em ?? '') <= Date.now()) {
    throw new HttpError(410, C.expirado);
  }
  return ctx.db.transaction().execute(async (trx) => {
    const feito = await confirmarSolicitacao(trx, pedido.id);
    if (!feito) throw conflict(C.usado);
    await apagarLinkDoEmail(trx, pedido.id);
    await concluir(trx, ctx.dbHandle, {
      avisos: [await avisoDeNovaSolicitacao(trx, ctx, pedido.id, feito.prazo)],
      auditoria: [
        {
          actor: null,
          acao: AUDIT_ACTIONS.solicitacaoRecebida,
          detalhes: `Solicitação #${pedido.id} (${pedido.tipo}) enviada pelo site, sem conta, e-mail confirmado`,
        },
      ],
    });
    return { protocolo: pedido.protocolo!, prazo: feito.prazo };
  });
}

/** A visitor reads their confirmed request: the same refusal whichever of the two is wrong. */
export async function consultar(ctx: AppContext, protocolo: string, email: string) {
  const achada = await consultarSolicitacao(ctx.db, protocolo, email);
  if (!achada) throw notFound(CONSULTA_ERROS.naoEncontrada);
  return achada;
}
