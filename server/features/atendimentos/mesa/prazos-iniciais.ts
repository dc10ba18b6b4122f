/**
 * When the server starts: figures for tickets opened before the help desk existed (their first
 * answer is the first staff message, a closed one was resolved when it closed), and fresh figures
 * for every open ticket whose stored ones are not what today's calendar and targets give, so a
 * holiday or a target changed in content/site.json applies to them. Only those are written: a
 * write per open ticket made a start with 2,000 open tickets take longer than the 10 s a plugin
 * has to load, and it failed (docs/product/atendimentos.md, "Prazos").
 */
import type { AppContext } from '../../../context.js';
import { listSemPrazosOuAbertos, primeirasRespostas } from './repository.js';
import { relogioDe } from './relogio.js';

export async function atualizarPrazos(ctx: AppContext): Promise<number> {
  const relogio = relogioDe(ctx);
  const rows = (await listSemPrazosOuAbertos(ctx.db)).filter(
    (r) => r.sem_prazos || relogio.desatualizado(r),
  );
  const antigos = rows.filter((r) => r.sem_prazos).map((r) => r.id);
  const respostas = await primeirasRespostas(ctx.db, antigos);
  await ctx.db.transaction().execute(async (trx) => {
    for (const { id, sem_prazos } of rows) {
      // A new object: written even when the facts are the same, to store fresh figures.
      await relogio.alterar(trx, id, (f, row) => {
        if (!sem_prazos) return { ...f };
        const resposta = respostas.get(id) ?? null;
        const fechado = row.status === 'fechado' ? (row.fechado_em ?? row.criado_em) : null;
        return {
          ...f,
          primeira_resposta_em: resposta,
          etapa: fechado ? 'resolvido' : resposta ? 'em_atendimento' : 'novo',
          resolvido_em: fechado,
          pausado_em: fechado,
        };
      });
    }
  });
  return rows.length;
}
