/**
 * The reminder 30 days before the harassment-prevention training is due
 * (docs/product/treinamentos.md): a daily job on every instance; each person whose due date is
 * within 30 days (and not past) is claimed once per due date in `treinamento_lembretes`, in the
 * transaction that queues their notice, so several instances, and the next days, send it once.
 * A new training moves the due date: a new cycle, a new reminder when it nears.
 */
import type { FastifyInstance } from 'fastify';
import { DIAS_DO_AVISO } from '../../../common/schemas/treinamentos.js';
import { paths } from '../../../common/paths.js';
import type { AppContext } from '../../context.js';
import { aviso } from '../../core/avisos.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { tarefaPeriodica } from '../../lib/tarefa-periodica.js';
import {
  apagarLembretesVencidos,
  reservarLembrete,
  ultimosTreinamentosDeAssedio,
} from './repository.js';
import { hojeNoBrasil, situacaoEm, somarDias } from './vencimento.js';
import { fusoDaEmpresa } from '../../core/fuso.js';

const HORA_MS = 60 * 60 * 1000;

/** Queues the reminders due at `agora`; answers who got one. */
export async function lembrarVencimentos(ctx: AppContext, agora = Date.now()): Promise<number[]> {
  const hoje = hojeNoBrasil(fusoDaEmpresa(ctx.content), agora);
  const limite = somarDias(hoje, DIAS_DO_AVISO);
  const avisados: number[] = [];
  for (const p of await ultimosTreinamentosDeAssedio(ctx.db)) {
    const { vencimento, situacao } = situacaoEm(p.ultimo ?? null, hoje);
    if (situacao !== 'a_vencer' || !vencimento || vencimento > limite) continue;
    const enviado = await ctx.db.transaction().execute(async (trx) => {
      if (!(await reservarLembrete(trx, p.id, vencimento))) return false;
      await concluir(trx, ctx.dbHandle, {
        avisos: [
          aviso(ctx, [p.id], {
            tipo: 'treinamento_a_vencer',
            push: { url: paths.meusTreinamentos, assunto: `vencimento:${vencimento}` },
          }),
        ],
      });
      return true;
    });
    if (enviado) avisados.push(p.id);
  }
  await apagarLembretesVencidos(ctx.db, hoje);
  return avisados;
}

/**
 * Every hour rather than every 24: the job is cheap, and the day a reminder becomes due starts at
 * midnight in Brazil whatever time the instance started; the claim keeps it to once.
 */
export function agendarLembretes(app: FastifyInstance): void {
  tarefaPeriodica(app, HORA_MS, 'falha nos lembretes de treinamento', async () => {
    const n = await lembrarVencimentos(app.ctx);
    if (n.length) app.log.info({ pessoas: n.length }, 'lembretes de treinamento enfileirados');
  });
}
