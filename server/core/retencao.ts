/**
 * Retention (LGPD art. 15 and 16; docs/product/privacidade.md, "Retenção"): each table the
 * registry of personal data declares with a kind of common/retencao.ts that has `dias` says how
 * its rows past their time are erased (`reter`, server/core/dados-pessoais.ts); this job runs
 * every declaration, then writes one audit entry with the counts only, per kind and table
 * (docs/decisions/049-retencao-declarada.md). It runs once a day across all instances (the first
 * to write the day into `retencao_execucoes` runs it; each looks every hour), and on demand by
 * `npm run cli -- aplicar-retencao`.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../common/auditoria.js';
import { RETENCAO, type TipoDeRetencao } from '../../common/retencao.js';
import { now } from '../db/index.js';
import type {
  Apagados,
  ContextoDeRetencao,
  RegistroDeDadosPessoais,
  Tabela,
} from './dados-pessoais.js';
import { concluir } from './fim-da-escrita.js';

const DIA_MS = 24 * 60 * 60 * 1000;
const HORA_MS = 60 * 60 * 1000;

/** What a run erased: per kind of retention, per table (only what it erased). */
export type ResultadoDaRetencao = Partial<Record<TipoDeRetencao, Apagados>>;

/** The audit entry's text: counts only, never what was erased. */
export function descreverRetencao(r: ResultadoDaRetencao): string {
  const partes = Object.entries(r).map(
    ([tipo, tabelas]) =>
      `${tipo}: ${Object.entries(tabelas)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')}`,
  );
  return partes.length
    ? `Retenção aplicada. Apagados — ${partes.join('; ')}.`
    : 'Retenção aplicada. Nada vencido.';
}

/** Erases every declared table's rows past their time at `agora`; audits the counts. */
export async function aplicarRetencao(
  ctx: ContextoDeRetencao,
  registro: RegistroDeDadosPessoais,
  agora = Date.now(),
): Promise<ResultadoDaRetencao> {
  const { db } = ctx.dbHandle;
  const porTabela = new Map<Tabela, number>();
  const somar = (apagados: Apagados) => {
    for (const [t, n] of Object.entries(apagados) as [Tabela, number][]) {
      porTabela.set(t, (porTabela.get(t) ?? 0) + n);
    }
  };
  for (const t of registro.tabelas.values()) {
    if (t.tipo === 'nao_pessoal' || !t.reter) continue;
    const dias = RETENCAO[t.retencao].dias as number | null;
    const limite = new Date(agora - (dias ?? 0) * DIA_MS).toISOString();
    if ('coluna' in t.reter) {
      if (dias === null) continue;
      const r =
        await sql`delete from ${sql.table(t.tabela)} where ${sql.ref(t.reter.coluna)} < ${limite}`.execute(
          db,
        );
      somar({ [t.tabela]: Number(r.numAffectedRows ?? 0) });
    } else if ('apagar' in t.reter) {
      somar(await t.reter.apagar(ctx, limite, agora));
    }
  }
  const resultado: ResultadoDaRetencao = {};
  for (const [tabela, n] of porTabela) {
    if (n === 0) continue;
    const declarada = registro.tabelas.get(tabela);
    const tipo = declarada && declarada.tipo !== 'nao_pessoal' ? declarada.retencao : 'conta';
    (resultado[tipo] ??= {})[tabela] = n;
  }
  await db.transaction().execute((trx) =>
    concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor: null,
          acao: AUDIT_ACTIONS.retencaoAplicada,
          detalhes: descreverRetencao(resultado),
        },
      ],
    }),
  );
  return resultado;
}

/**
 * Claims the UTC day of `agora` for this instance: true for the first instance to ask, false for
 * every other (the day's row is already there).
 */
export async function reivindicarDia(
  ctx: ContextoDeRetencao,
  agora = Date.now(),
): Promise<boolean> {
  const dia = new Date(agora).toISOString().slice(0, 10);
  const r = await ctx.dbHandle.db
    .insertInto('retencao_execucoes')
    .values({ dia, iniciada_em: now() })
    .onConflict((oc) => oc.column('dia').doNothing())
    .returning('dia')
    .executeTakeFirst();
  return r !== undefined;
}

/** Runs the day's retention, unless another instance already claimed the day. */
export async function retencaoDoDia(
  ctx: ContextoDeRetencao,
  registro: RegistroDeDadosPessoais,
  agora = Date.now(),
): Promise<ResultadoDaRetencao | null> {
  if (!(await reivindicarDia(ctx, agora))) return null;
  try {
    return await aplicarRetencao(ctx, registro, agora);
  } catch (err) {
    // the day is free again: the next look (an hour later, on any instance) tries once more
    const dia = new Date(agora).toISOString().slice(0, 10);
    await ctx.dbHandle.db.deleteFrom('retencao_execucoes').where('dia', '=', dia).execute();
    throw err;
  }
}

/**
 * Runs when the app is ready (the day's run, unless another instance or an earlier start already
 * made it), then every instance looks each hour; the day's first look runs it.
 */
export function agendarRetencaoDeDados(app: FastifyInstance): void {
  const rodar = () => {
    retencaoDoDia(app.ctx, app.ctx.dadosPessoais)
      .then((r) => {
        if (r && Object.keys(r).length) app.log.info({ apagados: r }, 'retenção aplicada');
      })
      .catch((err: unknown) => app.log.error({ err }, 'falha na retenção de dados'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.ctx.config.retencaoAoIniciar) rodar();
    timer = setInterval(rodar, HORA_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
