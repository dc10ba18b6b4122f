/**
 * Privacy requests (LGPD art. 18; docs/product/privacidade.md, "Solicitações"): each write ends
 * through `concluir` with an audit entry that names the request by its id only, never its text,
 * nor a visitor's name or address. A visitor's answer goes by e-mail through the one outbox
 * (server/core/avisos.ts).
 */
import type { AppContext } from '../../context.js';
import type { Actor } from '../../core/audit.js';
import { avisar, avisarVisitantePorEmail, destinatariosCom, linkPara } from '../../core/avisos.js';
import type { Trx } from '../../db/index.js';
import { paths } from '../../../common/paths.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import {
  RESPOSTA_ERROS as R,
  ROTULOS_DOS_STATUS,
  STATUS_FINAIS,
  type TipoDeSolicitacao,
} from '../../../common/solicitacoes-privacidade.js';
import type { AtualizarSolicitacao } from '../../../common/schemas/solicitacoes-privacidade.js';
import { novoProtocolo } from './protocolo.js';
import { alterarSolicitacao, existeSolicitacao, inserirSolicitacao } from './repository.js';

/**
 * Who answers requests (compliance, admin) hears that one arrived, by e-mail and push: its number,
 * the due date and a link, nothing of what it says or of who sent it.
 */
async function avisarNovaSolicitacao(trx: Trx, ctx: AppContext, id: number, prazo: string) {
  const equipe = await destinatariosCom(trx, 'solicitacoesPrivacidade');
  const ate = new Date(prazo).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  await avisar(
    trx,
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

interface Pedido {
  tipo: TipoDeSolicitacao;
  texto: string;
}

/** A signed-in person's request. */
export async function solicitar(ctx: AppContext, actor: Actor, pedido: Pedido) {
  return ctx.db.transaction().execute(async (trx) => {
    const criada = await inserirSolicitacao(trx, { ...pedido, usuarioId: actor.id });
    await avisarNovaSolicitacao(trx, ctx, criada.id, criada.prazo);
    await concluir(trx, ctx.dbHandle, {
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

/** A visitor's request: answered with a protocol, drawn again on the rare collision. */
export async function solicitarSemConta(
  ctx: AppContext,
  pedido: Pedido & { nome: string; email: string },
): Promise<{ protocolo: string }> {
  for (let tentativa = 0; ; tentativa++) {
    const protocolo = novoProtocolo();
    try {
      await ctx.db.transaction().execute(async (trx) => {
        const { id, prazo } = await inserirSolicitacao(trx, {
          tipo: pedido.tipo,
          texto: pedido.texto,
          visitante: { nome: pedido.nome, email: pedido.email, protocolo },
        });
        await avisarNovaSolicitacao(trx, ctx, id, prazo);
        await concluir(trx, ctx.dbHandle, {
          auditoria: [
            {
              actor: null,
              acao: AUDIT_ACTIONS.solicitacaoRecebida,
              detalhes: `Solicitação #${id} (${pedido.tipo}) enviada pelo site, sem conta`,
            },
          ],
        });
      });
      return { protocolo };
    } catch (err) {
      if (!isUniqueViolation(err) || tentativa >= 3) throw err;
    }
  }
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

/** Compliance or admin moves a request on: em_analise, or ends it with the answer. */
export async function atualizar(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: AtualizarSolicitacao,
): Promise<void> {
  const final = (STATUS_FINAIS as readonly string[]).includes(body.status);
  const resposta = body.resposta ?? '';
  if (final && !resposta) throw badRequest(R.obrigatoria);
  if (!final && resposta) throw badRequest(R.soAoEncerrar);
  await ctx.db.transaction().execute(async (trx) => {
    const alterada = await alterarSolicitacao(trx, id, body.status, final ? resposta : null);
    if (!alterada) {
      if (await existeSolicitacao(trx, id)) throw conflict(R.encerrada);
      throw notFound(R.naoEncontrada);
    }
    if (final && alterada.protocolo) {
      const rotulo = ROTULOS_DOS_STATUS[body.status];
      await avisarVisitantePorEmail(trx, ctx, alterada.id, {
        assunto: `Resposta à sua solicitação sobre dados pessoais (${alterada.protocolo})`,
        texto: TEXTO_DO_EMAIL(alterada.protocolo, rotulo, resposta),
      });
    }
    await concluir(trx, ctx.dbHandle, {
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
