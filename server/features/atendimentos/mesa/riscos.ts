/**
 * The notice of a ticket at risk (docs/product/avisos.md): once a ticket's running clock is under
 * a quarter of its time (its risk time has come: server/core/situacao-sla.ts), its responsible is
 * told, or, with none, the help desk's staff (by e-mail: the staff too when the responsible has
 * no e-mail address); a ticket
 * already late is told as overdue. Every instance looks each minute; the first to mark the ticket
 * (`risco_avisado_em` set to the risk time it tells of) queues the notice in that same
 * transaction, so it goes out once. A clock that moves (a pause, the first answer starting the
 * resolution clock) is told again when it crosses its new risk time.
 */
import { tarefaPeriodica } from '../../../lib/tarefa-periodica.js';
import type { FastifyInstance } from 'fastify';
import { aviso, destinatariosDoTipo, linkPara } from '../../../core/avisos.js';
import { concluir } from '../../../core/fim-da-escrita.js';
import { paths } from '../../../../common/paths.js';
import type { AppContext } from '../../../context.js';
import { listRiscosNaoAvisados, marcarRiscoAvisado } from './repository.js';

const MINUTO_MS = 60 * 1000;

/** Queues the notices of the tickets at risk at `agora`; answers their ids. */
export async function avisarRiscos(ctx: AppContext, agora = new Date()): Promise<number[]> {
  const candidatos = await listRiscosNaoAvisados(ctx.db, agora);
  const avisados: number[] = [];
  for (const c of candidatos) {
    const ok = await ctx.db.transaction().execute(async (trx) => {
      if (!(await marcarRiscoAvisado(trx, c.id, agora))) return false;
      const equipe = await destinatariosDoTipo(trx, 'atendimento_em_risco');
      const responsavel = equipe.find((u) => u.id === c.responsavel_id);
      // a ticket already late (the server was stopped, or its risk time and its due time passed
      // between two looks) is told as overdue, not as near it: as its screens show it
      const vencido = c.sla === 'estourado';
      const link = linkPara(ctx, `/atendimento-suporte/${c.id}`);
      const todos = equipe.map((u) => u.id);
      const push = aviso(ctx, responsavel ? [responsavel.id] : todos, {
        tipo: 'atendimento_em_risco',
        push: { url: paths.atendimentoSuporte(c.id), assunto: `atendimento:${c.id}` },
      });
      const email = aviso(
        ctx,
        responsavel?.email ? [responsavel.id] : todos,
        vencido
          ? {
              tipo: 'atendimento_em_risco',
              email: {
                assunto: `Atendimento #${c.id} com prazo vencido`,
                texto: `O prazo do atendimento #${c.id} já venceu.\n\nAbra-o no painel: ${link}`,
              },
            }
          : {
              tipo: 'atendimento_em_risco',
              email: {
                assunto: `Atendimento #${c.id} perto do prazo`,
                texto: `O atendimento #${c.id} está com menos de um quarto do prazo restante.\n\nAbra-o no painel: ${link}`,
              },
            },
      );
      await concluir(trx, ctx.dbHandle, { avisos: [push, email] });
      return true;
    });
    if (ok) avisados.push(c.id);
  }
  return avisados;
}

/** Looks each minute while the app runs. */
export function agendarAvisosDeRisco(app: FastifyInstance): void {
  tarefaPeriodica(app, MINUTO_MS, 'falha ao avisar atendimentos em risco', () =>
    avisarRiscos(app.ctx),
  );
}
