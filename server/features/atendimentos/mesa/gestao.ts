/**
 * The help desk's staff side (docs/product/atendimentos.md, "Gestão"): changing a ticket's
 * priority, stage and responsible, internal notes, ready answers.
 */
import { isStaff } from '../../../../common/roles.js';
import type { AlterarAtendimentoBody } from '../../../../common/schemas/atendimentos.js';
import { findUsuarioById } from '../../../core/accounts.js';
import type { AuthUser } from '../../../core/current-user.js';
import { concluir } from '../../../core/fim-da-escrita.js';
import type { AppContext } from '../../../context.js';
import { badRequest, conflict, notFound } from '../../../lib/errors.js';
import { assertCanSee } from '../policy.js';
import { eventoDaEquipe, eventoDoAtendimento } from './avisos.js';
import { mudarEtapa } from './prazos.js';
import { relogioDe } from './relogio.js';
import {
  deleteResposta,
  donoDoAtendimento,
  insertNota,
  listNotas,
  updateResposta,
} from './repository.js';

const RESPONSAVEL_INVALIDO = 'Responsável inválido: escolha alguém ativo da equipe.';
const ENCERRADO_NAO_ALTERA = 'Este atendimento foi encerrado e não pode mais ser alterado.';
const RESPONDA_ANTES =
  'Responda ao colaborador antes de marcar que o atendimento aguarda o retorno dele.';
const RESPOSTA_NAO_ENCONTRADA = 'Resposta pronta não encontrada.';

/**
 * Staff change a ticket's priority, stage or responsible; the clocks follow. The route answers the
 * ticket as the lists show it (mesa/routes.ts).
 */
export async function alterarAtendimento(
  ctx: AppContext,
  id: number,
  body: AlterarAtendimentoBody,
): Promise<void> {
  if (body.responsavel_id) {
    const r = await findUsuarioById(ctx.db, body.responsavel_id);
    if (!r || !isStaff(r.role) || r.status_usuario !== 'ativo') {
      throw badRequest(RESPONSAVEL_INVALIDO);
    }
  }
  const relogio = relogioDe(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const ticket = await relogio.alterar(
      trx,
      id,
      (f, row) => {
        if (row.status !== 'aberto') throw conflict(ENCERRADO_NAO_ALTERA);
        let g =
          body.prioridade && body.prioridade !== f.prioridade
            ? { ...f, prioridade: body.prioridade }
            : f;
        if (body.etapa && body.etapa !== g.etapa) {
          if (body.etapa === 'aguardando_colaborador' && !g.primeira_resposta_em) {
            throw conflict(RESPONDA_ANTES);
          }
          g = mudarEtapa(relogio.calendario, g, body.etapa, new Date());
        }
        return g;
      },
      () => body.responsavel_id,
    );
    await concluir(trx, ctx.dbHandle, { eventos: [eventoDoAtendimento(ticket)] });
  });
}

/** Notes exist for staff only; an atendimento that does not exist gets 404. */
async function assertExiste(ctx: AppContext, user: AuthUser, id: number) {
  assertCanSee(user, await donoDoAtendimento(ctx.db, id));
}

export async function notasDoAtendimento(ctx: AppContext, user: AuthUser, id: number) {
  await assertExiste(ctx, user, id);
  return listNotas(ctx.db, id);
}

export async function anotar(ctx: AppContext, user: AuthUser, id: number, texto: string) {
  await assertExiste(ctx, user, id);
  return ctx.db.transaction().execute(async (trx) => {
    const nota = await insertNota(trx, { atendimentoId: id, autor: user, texto });
    await concluir(trx, ctx.dbHandle, { eventos: [eventoDaEquipe(id)] });
    return nota;
  });
}

export async function alterarResposta(
  ctx: AppContext,
  id: number,
  body: { titulo: string; texto: string },
) {
  const row = await updateResposta(ctx.db, id, body);
  if (!row) throw notFound(RESPOSTA_NAO_ENCONTRADA);
  return row;
}

export async function excluirResposta(ctx: AppContext, id: number) {
  if (!(await deleteResposta(ctx.db, id))) throw notFound(RESPOSTA_NAO_ENCONTRADA);
}
