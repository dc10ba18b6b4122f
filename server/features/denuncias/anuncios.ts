/**
 * The reporter's activity, announced at the top of the hour after it (docs/product/eventos.md,
 * "Ouvidoria"). A new case, a message or evidence from the reporter is kept to the hour
 * (anonimo.ts); telling staff the second it arrives would undo that. So when an hour has passed
 * (and a grace minute, for a request that began inside it), one instance claims it (a row in
 * `ouvidoria_horas_anunciadas`, so several instances announce it once) and, in that claim's
 * transaction, writes the hour's reporter rows again (`assentarHora`) and publishes one `denuncia`
 * event per case the reporter touched in it. After a stop, however long, every missed hour that
 * holds reporter activity is announced. Each run also deletes the reporter's per-address counts
 * whose window is over (limite-anonimo.ts). Who hears of a case follows the one rule
 * (server/core/ouvidoria-acesso.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ANUNCIO_TOLERANCIA_MS, ultimaHoraAnunciavel } from '../../../common/denuncias.js';
import { paths } from '../../../common/paths.js';
import { aviso, destinatariosDoTipo, linkPara, type AvisoPronto } from '../../core/avisos.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { exclusaoDe, podeLerCaso } from '../../core/ouvidoria-acesso.js';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/index.js';
import { assentarHora } from './anonimo.js';
import { eventoDoCaso } from './avisos.js';
import { apagarJanelasEncerradas } from './limite-anonimo.js';

const HORA_MS = 60 * 60 * 1000;

const iso = (t: number) => new Date(t).toISOString();

/**
 * The hours in (desde, ate] that hold reporter activity: a case filed, or an entry of the reporter
 * in a case's history (a message, evidence).
 */
async function horasComAtividade(ctx: AppContext, desde: number | null, ate: number) {
  const { db } = ctx;
  const depois = desde === null ? null : iso(desde);
  const casos = await db
    .selectFrom('denuncias')
    .select('criado_em as hora')
    .distinct()
    .$if(depois !== null, (q) => q.where('criado_em', '>', depois!))
    .where('criado_em', '<=', iso(ate))
    .execute();
  const entradas = await db
    .selectFrom('denuncia_historico')
    .select('em as hora')
    .distinct()
    .where('autor_nome', 'is', null)
    .$if(depois !== null, (q) => q.where('em', '>', depois!))
    .where('em', '<=', iso(ate))
    .execute();
  return [...new Set([...casos, ...entradas].map((r) => new Date(r.hora).getTime()))].sort(
    (a, b) => a - b,
  );
}

/** Announces every hour not yet announced, up to the last one `agora` allows; answers how many. */
export async function anunciarHoras(ctx: AppContext, agora = Date.now()): Promise<number> {
  // every run, claimed hour or not: the per-address counts go with their window, not with the
  // next report (limite-anonimo.ts)
  await apagarJanelasEncerradas(ctx, agora);
  const ate = ultimaHoraAnunciavel(agora);
  const ultima = await ctx.db
    .selectFrom('ouvidoria_horas_anunciadas')
    .select((eb) => eb.fn.max('hora').as('hora'))
    .executeTakeFirst();
  const desde = ultima?.hora ? new Date(ultima.hora).getTime() : null;
  if (desde !== null && desde >= ate) return 0;
  const horas = await horasComAtividade(ctx, desde, ate);
  // the last hour is claimed even when quiet, so the next run starts after it
  if (horas[horas.length - 1] !== ate) horas.push(ate);
  let anunciadas = 0;
  for (const h of horas) if (await anunciarHora(ctx, iso(h))) anunciadas++;
  return anunciadas;
}

async function anunciarHora(ctx: AppContext, hora: string): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('ouvidoria_horas_anunciadas')
      .values({ hora })
      .onConflict((oc) => oc.column('hora').doNothing())
      .returning('hora')
      .executeTakeFirst();
    if (!claimed) return false;
    await assentarHora(trx, ctx.dbHandle.dialect, hora);
    const casos = await trx
      .selectFrom('denuncias')
      .select(['id', exclusaoDe('denuncias')])
      .where((eb) =>
        eb.or([
          eb('criado_em', '=', hora),
          eb(
            'id',
            'in',
            eb
              .selectFrom('denuncia_historico')
              .select('denuncia_id')
              .where('autor_nome', 'is', null)
              .where('em', '=', hora),
          ),
        ]),
      )
      .orderBy('id')
      .execute();
    await concluir(trx, ctx.dbHandle, {
      avisos: await avisosDaEquipe(trx, ctx, hora),
      eventos: casos.map(eventoDoCaso),
    });
    return true;
  });
}

/**
 * The Ouvidoria's staff hear how many new cases each may read arrived in the hour (by e-mail; a
 * push says only that there are new cases), and get a link to the table; no protocol, category,
 * text, nor anything of the reporter.
 */
async function avisosDaEquipe(trx: Trx, ctx: AppContext, hora: string): Promise<AvisoPronto[]> {
  const novos = await trx
    .selectFrom('denuncias')
    .select(exclusaoDe('denuncias'))
    .where('criado_em', '=', hora)
    .execute();
  if (novos.length === 0) return [];
  const porQuantidade = new Map<number, number[]>();
  for (const u of await destinatariosDoTipo(trx, 'ouvidoria_novos_casos')) {
    const n = novos.filter((c) => podeLerCaso(u, c.exclusao)).length;
    if (n > 0) porQuantidade.set(n, [...(porQuantidade.get(n) ?? []), u.id]);
  }
  return [...porQuantidade].map(([n, usuarios]) => {
    const casos = n === 1 ? '1 novo caso' : `${n} novos casos`;
    return aviso(ctx, usuarios, {
      tipo: 'ouvidoria_novos_casos',
      email: {
        assunto: `Ouvidoria: ${casos}`,
        texto: `A Ouvidoria recebeu ${casos}.\n\nVeja os casos: ${linkPara(ctx, paths.adminDenuncias)}`,
      },
      push: { url: paths.adminDenuncias, assunto: 'ouvidoria' },
    });
  });
}

/** Announces at start, then a grace minute after every hour, until the app closes. */
export function agendarAnuncios(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let fechado = false;
  const proxima = () => {
    if (fechado) return;
    const agora = Date.now();
    const espera = Math.floor(agora / HORA_MS) * HORA_MS + HORA_MS + ANUNCIO_TOLERANCIA_MS - agora;
    timer = setTimeout(rodar, espera);
    timer.unref();
  };
  const anunciar = () =>
    anunciarHoras(app.ctx).catch((err: unknown) =>
      app.log.error({ err }, 'falha ao anunciar a hora da Ouvidoria'),
    );
  const rodar = () => void anunciar().finally(proxima);
  // the hours missed while stopped are told before the app is ready
  app.addHook('onReady', async () => {
    await anunciar();
    proxima();
  });
  app.addHook('onClose', async () => {
    fechado = true;
    clearTimeout(timer);
  });
}
