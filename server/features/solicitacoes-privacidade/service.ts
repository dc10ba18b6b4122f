/**
 * Privacy requests (LGPD art. 18; docs/product/privacidade.md, "Solicitações"): each write ends
 * through `concluir` with an audit entry that names the request by its id only, never its text,
 * nor a visitor's name or address. A visitor's request waits for its e-mail's confirmation
 * (./confirmacao.ts); what is written to them goes by e-mail through the one outbox
 * (server/core/avisos.ts).
 */
import { fusoDaEmpresa } from '../../core/fuso.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../core/audit.js';
import {
  aviso,
  avisoAoVisitante,
  destinatariosDoTipo,
  type AvisoPronto,
  EMAIL_COMPLEMENTO_SOLICITACAO,
  EMAIL_RESPOSTA_SOLICITACAO,
  linkPara,
} from '../../core/avisos.js';
import type { Trx } from '../../db/index.js';
import { paths } from '../../../common/paths.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import {
  AGUARDANDO_CONFIRMACAO,
  RESPOSTA_ERROS as R,
  ROTULOS_DOS_STATUS,
  STATUS_FINAIS,
  type TipoDeSolicitacao,
} from '../../../common/solicitacoes-privacidade.js';
import type { AtualizarSolicitacao } from '../../../common/schemas/solicitacoes-privacidade.js';
import { alterarSolicitacao, inserirSolicitacao, statusDaSolicitacao } from './repository.js';

/**
 * Who answers requests (compliance, admin) hears that one arrived, by e-mail and push: its number,
 * the due date and a link, nothing of what it says or of who sent it.
 */
export async function avisoDeNovaSolicitacao(
  trx: Trx,
  ctx: AppContext,
  id: number,
  prazo: string,
): Promise<AvisoPronto> {
  const equipe = await destinatariosDoTipo(trx, 'nova_solicitacao_privacidade');
  const ate = new Date(prazo).toLocaleDateString('pt-BR', { timeZone: fusoDaEmpresa(ctx.content) });
  return aviso(
    ctx,
    equipe.map((u) => u.id),
    {
      tipo: 'nova_solicitacao_privacidade',
      email: {
        assunto: `Nova solicitação sobre dados pessoais #${id}`,
        texto: `Uma solicitação sobre dados pessoais chegou (#${id}) e deve ser respondida até ${ate} (LGPD art. 19).\n\nAbra a fila: ${linkPara(ctx, paths.solicitacoesPrivacidade)}`,
      },
      push: { url: paths.solicitacoesPrivacidade, assunto: 'solicitacoes-privacidade' },
    },
  );
}

export interface Pedido {
  tipo: TipoDeSolicitacao;
  texto: string;
}

/** A signed-in person's request. */
export async function solicitar(ctx: AppContext, actor: Actor, pedido: Pedido) {
  return ctx.db.transaction().execute(async (trx) => {
    const criada = await inserirSolicitacao(trx, { ...pedido, usuarioId: actor.id });
    await concluir(trx, ctx.dbHandle, {
      avisos: [await avisoDeNovaSolicitacao(trx, ctx, criada.id, criada.prazo)],
      auditoria: [
        {
          actor,
          acao: AUDIT_ACTIONS.solicitacaoRecebida,
          detalhes: `Solicitação #${criada.id} (${pedido.tipo})`,
        },
      ],
    });
    return criada;
  });
}

const TEXTO_DO_EMAIL = (protocolo: string, status: string, resposta: string) =>
  [
    `Sua solicitação sobre dados pessoais (protocolo ${protocolo}) foi ${status.toLowerCase()}.`,
    '',
    'Resposta:',
    resposta,
    '',
    'Esta mensagem responde ao pedido feito pelo formulário do Aviso de privacidade. ' +
      'Para falar sobre ela, escreva ao encarregado citando o protocolo.',
  ].join('\n');

const TEXTO_DO_COMPLEMENTO = (ctx: AppContext, protocolo: string, complemento: string) =>
  [
    `Para responder à sua solicitação sobre dados pessoais (protocolo ${protocolo}), precisamos de mais informações:`,
    '',
    complemento,
    '',
    'Responda ao encarregado pelo e-mail indicado no Aviso de privacidade, citando o protocolo. ' +
      `Você também acompanha a solicitação em ${linkPara(ctx, paths.privacidade)}#consulta, com o protocolo e este e-mail.`,
  ].join('\n');

/** What the PATCH body's text is, for the state it moves to (the answer, or what is missing). */
function textoDoPasso(body: AtualizarSolicitacao): string | null {
  const final = (STATUS_FINAIS as readonly string[]).includes(body.status);
  const texto = body.resposta ?? '';
  if (final && !texto) throw badRequest(R.obrigatoria);
  if (body.status === 'complemento_solicitado') {
    if (!texto) throw badRequest(R.complemento);
    return texto;
  }
  if (!final && texto) throw badRequest(R.soAoEncerrar);
  return final ? texto : null;
}

/**
 * Compliance or admin moves a request on: em_analise; complemento_solicitado with what is
 * missing (the deadline keeps running); or ends it with the answer. A request waiting for its
 * e-mail's confirmation cannot be moved (409): it is not in the queue.
 */
export async function atualizar(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: AtualizarSolicitacao,
): Promise<void> {
  const texto = textoDoPasso(body);
  await ctx.db.transaction().execute(async (trx) => {
    const alterada = await alterarSolicitacao(trx, id, body.status, texto);
    if (!alterada) {
      const atual = await statusDaSolicitacao(trx, id);
      if (atual === undefined) throw notFound(R.naoEncontrada);
      if (atual === AGUARDANDO_CONFIRMACAO) throw conflict(R.naoConfirmada);
      throw conflict(R.encerrada);
    }
    const protocolo = alterada.protocolo;
    let aoVisitante: AvisoPronto | null = null;
    if (protocolo && texto && body.status === 'complemento_solicitado') {
      aoVisitante = avisoAoVisitante(ctx, alterada.id, EMAIL_COMPLEMENTO_SOLICITACAO, {
        assunto: `Precisamos de mais informações sobre sua solicitação (${protocolo})`,
        texto: TEXTO_DO_COMPLEMENTO(ctx, protocolo, texto),
      });
    } else if (protocolo && texto) {
      const rotulo = ROTULOS_DOS_STATUS[body.status];
      aoVisitante = avisoAoVisitante(ctx, alterada.id, EMAIL_RESPOSTA_SOLICITACAO, {
        assunto: `Resposta à sua solicitação sobre dados pessoais (${protocolo})`,
        texto: TEXTO_DO_EMAIL(protocolo, rotulo, texto),
      });
    }
    await concluir(trx, ctx.dbHandle, {
      avisos: [aoVisitante],
      auditoria: [
        {
          actor,
          acao: AUDIT_ACTIONS.solicitacaoAtualizada,
          detalhes: `Solicitação #${id}: ${body.status}`,
        },
      ],
    });
  });
}
