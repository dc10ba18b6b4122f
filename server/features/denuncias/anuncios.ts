/**
 * The reporter's activity, announced at the top of the hour after it (docs/product/eventos.md,
 * "Ouvidoria"). A new case, a message or evidence from the reporter is kept to the hour
 * (service.ts `horaDaDenuncia`); telling staff the second it arrives would undo that. So when an
 * hour has passed (and a grace minute, for a request that began inside it), one instance claims it
 * (a row in `ouvidoria_horas_anunciadas`, so several instances announce it once) and publishes one
 * `denuncia` event per case the reporter touched in it, in that claim's transaction. The staff's
 * badge counts the cases of the hours that have passed the same way (eventos/contadores.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ANUNCIO_TOLERANCIA_MS, ultimaHoraAnunciavel } from '../../../common/denuncias.js';
import {
  avisosLigados,
  destinatariosCom,
  enfileirarAviso,
  linkPara,
} from '../../core/avisos-email.js';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/index.js';
import { papeisDaColuna } from '../../lib/papeis.js';
import { avisarCaso } from './avisos.js';

const HORA_MS = 60 * 60 * 1000;
/**
 * After a stop, the hours of the last day are announced one by one; further back (a stop of days
 * or weeks) only the hours the reporter did something in, so that none is left untold.
 */
const ATRASO_HORA_A_HORA = 24;

/** Announces every hour not yet announced, up to the last one `agora` allows; answers how many. */
export async function anunciarHoras(ctx: AppContext, agora = Date.now()): Promise<number> {
  const { db } = ctx;
  const ate = ultimaHoraAnunciavel(agora);
  const janela = ate - (ATRASO_HORA_A_HORA - 1) * HORA_MS;
  const ultima = await db
    .selectFrom('ouvidoria_horas_anunciadas')
    .select((eb) => eb.fn.max('hora').as('hora'))
    .executeTakeFirst();
  // a database that never announced an hour starts with the last day
  const desde = ultima?.hora ? new Date(ultima.hora).getTime() + HORA_MS : janela;
  let anunciadas = 0;
  if (desde < janela) {
    for (const hora of await horasComAtividade(ctx, desde, janela)) {
      if (await anunciarHora(ctx, hora)) anunciadas++;
    }
  }
  for (let h = Math.max(desde, janela); h <= ate; h += HORA_MS) {
    if (await anunciarHora(ctx, new Date(h).toISOString())) anunciadas++;
  }
  return anunciadas;
}

/** The hours in [desde, ate) that a case arrived in or the reporter wrote in, in order. */
async function horasComAtividade(ctx: AppContext, desde: number, ate: number): Promise<string[]> {
  const de = new Date(desde).toISOString();
  const para = new Date(ate).toISOString();
  const [casos, historico] = await Promise.all([
    ctx.db
      .selectFrom('denuncias')
      .select('criado_em as hora')
      .distinct()
      .where('criado_em', '>=', de)
      .where('criado_em', '<', para)
      .execute(),
    ctx.db
      .selectFrom('denuncia_historico')
      .select('em as hora')
      .distinct()
      .where('autor_nome', 'is', null)
      .where('em', '>=', de)
      .where('em', '<', para)
      .execute(),
  ]);
  const horas = new Set([...casos, ...historico].map((r) => new Date(r.hora).toISOString()));
  return [...horas].sort();
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
    const casos = await trx
      .selectFrom('denuncias')
      .select(['id', 'excluir_papeis'])
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
    for (const caso of casos) await avisarCaso(trx, ctx.dbHandle.dialect, caso);
    await avisarPorEmail(trx, ctx, hora);
    return true;
  });
}

/**
 * E-mail to the Ouvidoria's staff: how many new cases their role may read arrived in the hour,
 * and a link to the table; no protocol, category, text, nor anything of the reporter.
 */
async function avisarPorEmail(trx: Trx, ctx: AppContext, hora: string): Promise<void> {
  if (!avisosLigados(ctx)) return;
  const novos = await trx
    .selectFrom('denuncias')
    .select('excluir_papeis')
    .where('criado_em', '=', hora)
    .execute();
  if (novos.length === 0) return;
  const equipe = await destinatariosCom(trx, 'gestaoOuvidoria');
  for (const papel of new Set(equipe.map((u) => u.role))) {
    const n = novos.filter((c) => !papeisDaColuna(c.excluir_papeis).includes(papel)).length;
    if (n === 0) continue;
    const casos = n === 1 ? '1 novo caso' : `${n} novos casos`;
    await enfileirarAviso(
      trx,
      ctx,
      equipe.filter((u) => u.role === papel).map((u) => u.id),
      {
        tipo: 'ouvidoria',
        assunto: `Ouvidoria: ${casos}`,
        texto: `A Ouvidoria recebeu ${casos}.\n\nVeja os casos: ${linkPara(ctx, '/admin/denuncias')}`,
      },
    );
  }
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
