/**
 * A help-desk ticket's due times and its SLA state (docs/product/atendimentos.md, "Prazos"): the
 * one module that works out the due times on the support calendar, stores them, and judges a
 * ticket against them. The due-time columns (`primeira_resposta_ate`, `resolucao_ate`, `prazo`,
 * `risco_em`) are protected (server/db/index.ts, `ColunasProtegidas`;
 * docs/decisions/080-colunas-protegidas.md): the features' database type has none, so a feature
 * cannot select, filter, sort or write them; it holds a ticket's due times only as opaque
 * `Vencimento`s read with `vencimentosDe`, and gives them back here to be shown, stored or judged.
 * The ways round it, refused, are planted in server/features/atendimentos/prazos-protegidos.unit.test.ts.
 *
 * The state — `no_prazo`, `em_risco`, `estourado`, `cumprido`, and for a ticket its owner closed
 * before any answer `estourado` or `no_prazo` — is written once, as data (`REGRA`), and read two
 * ways from it: in JS for a ticket the screens get (`figurasDoAtendimento`) and the report, and as
 * SQL for the badge counts, the next instant they change and the e-mail notice of a ticket at
 * risk. It lives in `core` because the eventos feature counts it and may not import atendimentos
 * (docs/decisions/012-feature-isolation.md). A test proves both readings agree on a table of
 * cases on SQLite and PostgreSQL (server/test/regras-do-suporte.test.ts). Why one rule:
 * docs/decisions/042-uma-regra-por-promessa-no-suporte.md.
 *
 * The rule reads only what is stored with each ticket: the facts (answered, resolved, paused,
 * closed without answer) and the due times `calcularPrazos` worked out from them on the support
 * calendar — never the calendar itself.
 */
import {
  sql,
  type AliasedRawBuilder,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { MetasSuporte } from '../../common/content.js';
import type { Etapa, Prioridade, SituacaoSla } from '../../common/schemas/atendimentos.js';
import type { Database } from '../db/schema.js';
import type { Calendario } from './calendario.js';

/** At risk: under this share of the running clock's target left. */
const RISCO = 0.25;

/** How many of a clock's `alvo` minutes run before it is at risk (its `risco_em`). */
export const minutosAteORisco = (alvo: number): number => Math.ceil(alvo * (1 - RISCO));

declare const VENCIMENTO: unique symbol;

/**
 * A stored due time as a feature holds it: opaque, so that only this module compares it or reads
 * it as an instant. A feature may ask whether it is set (`=== null`).
 */
export interface Vencimento {
  readonly [VENCIMENTO]: true;
}

/** The protected columns: a ticket's due times. */
type ColunaDoVencimento = 'primeira_resposta_ate' | 'resolucao_ate' | 'prazo' | 'risco_em';
/** A ticket's due times, as `vencimentosDe` selects them: null until worked out, or no clock runs. */
export type Vencimentos = { [C in ColunaDoVencimento]: Vencimento | null };

/** The facts the rule reads beside the due times. */
type ColunaDoFato =
  'primeira_resposta_em' | 'resolvido_em' | 'pausado_em' | 'encerrado_sem_resposta_em';
/** The columns the rule reads (the running clock's due time, `prazo`, is for sorting). */
type ColunaSla = ColunaDoFato | Exclude<ColunaDoVencimento, 'prazo'>;
/** A ticket as the rule reads it in JS. */
export type LinhaSla = Record<ColunaDoFato, string | null> & Omit<Vencimentos, 'prazo'>;

const comoInstante = (v: string | Vencimento): string => v as unknown as string;
const comoVencimento = (iso: string): Vencimento => iso as unknown as Vencimento;

type Instante = ColunaSla | 'agora';
/**
 * What the rule may ask of a row. There is no "not": a comparison with a missing instant is
 * unknown in SQL and false in JS, and without negation both make a condition fail alike.
 */
type Condicao =
  | { tem: ColunaSla }
  | { fim: readonly Instante[]; passou: ColunaSla }
  | { chegou: ColunaSla }
  | { todas: readonly Condicao[] }
  | { alguma: readonly Condicao[] };

/** The column is set. */
const tem = (c: ColunaSla): Condicao => ({ tem: c });
/**
 * A clock that stopped at the first of `fim` that is set (still running when that is `agora`)
 * went past `prazo`: strictly after it — due at 12:00 and answered at 12:00 is on time.
 */
const passou = (fim: readonly Instante[], prazo: ColunaSla): Condicao => ({ fim, passou: prazo });
/** The instant has come: at or before now. */
const chegou = (c: ColunaSla): Condicao => ({ chegou: c });
const todas = (...c: Condicao[]): Condicao => ({ todas: c });
const alguma = (...c: Condicao[]): Condicao => ({ alguma: c });

/** The first-answer clock broke: it stops at the answer, the resolution or the owner's closing. */
const PRIMEIRA_ESTOUROU = passou(
  ['primeira_resposta_em', 'resolvido_em', 'encerrado_sem_resposta_em', 'agora'],
  'primeira_resposta_ate',
);
/** The resolution clock broke: it stops at the resolution and while paused (`pausado_em`). */
const RESOLUCAO_ESTOUROU = passou(['resolvido_em', 'pausado_em', 'agora'], 'resolucao_ate');
/** The running clock has a quarter of its time or less left (no clock runs: no risk time). */
const RISCO_ALCANCADO = chegou('risco_em');

/** The rule: the first line that holds gives the state; when none does, `no_prazo`. */
const REGRA: readonly (readonly [Condicao, SituacaoSla])[] = [
  // closed by its owner before any answer: late only if the first answer already was; never kept
  [todas(tem('encerrado_sem_resposta_em'), PRIMEIRA_ESTOUROU), 'estourado'],
  [tem('encerrado_sem_resposta_em'), 'no_prazo'],
  // a clock once broken stays broken, resolved or not
  [alguma(PRIMEIRA_ESTOUROU, RESOLUCAO_ESTOUROU), 'estourado'],
  [tem('resolvido_em'), 'cumprido'],
  [RISCO_ALCANCADO, 'em_risco'],
];
const SENAO: SituacaoSla = 'no_prazo';

// ---- the rule in JS ----

function instante(linha: Partial<LinhaSla>, i: Instante, agora: number): number | null {
  if (i === 'agora') return agora;
  const v = linha[i];
  // a row read without a column the rule needs is a bug, not a null
  if (v === undefined) throw new Error(`Situação do SLA: a linha não tem ${i}.`);
  return v === null ? null : Date.parse(comoInstante(v));
}

/** Whether `c` holds; a comparison with a missing instant does not. */
function vale(c: Condicao, linha: Partial<LinhaSla>, agora: number): boolean {
  if ('tem' in c) return instante(linha, c.tem, agora) !== null;
  if ('chegou' in c) {
    const t = instante(linha, c.chegou, agora);
    return t !== null && t <= agora;
  }
  if ('passou' in c) {
    let fim: number | null = null;
    for (const i of c.fim) if ((fim = instante(linha, i, agora)) !== null) break;
    const prazo = instante(linha, c.passou, agora);
    return fim !== null && prazo !== null && fim > prazo;
  }
  if ('todas' in c) return c.todas.every((d) => vale(d, linha, agora));
  return c.alguma.some((d) => vale(d, linha, agora));
}

/** Where a ticket stands against its promise at `agora`. */
export function situacaoSla(linha: LinhaSla, agora: Date): SituacaoSla {
  const t = agora.getTime();
  return REGRA.find(([c]) => vale(c, linha, t))?.[1] ?? SENAO;
}

/** The first answer's promise was broken (by `agora`, while its clock runs). */
export const primeiraRespostaEstourou = (
  l: Pick<
    LinhaSla,
    'primeira_resposta_em' | 'resolvido_em' | 'encerrado_sem_resposta_em' | 'primeira_resposta_ate'
  >,
  agora: number,
): boolean => vale(PRIMEIRA_ESTOUROU, l, agora);

/** The resolution's promise was broken (by `agora`, while its clock runs). */
export const resolucaoEstourou = (
  l: Pick<LinhaSla, 'resolvido_em' | 'pausado_em' | 'resolucao_ate'>,
  agora: number,
): boolean => vale(RESOLUCAO_ESTOUROU, l, agora);

// ---- the same rule in SQL, on `atendimentos` ----

type Eb = ExpressionBuilder<Database, 'atendimentos'>;
const coluna = (eb: Eb, c: ColunaSla) => eb.ref(`atendimentos.${c}`);

function condicaoSql(c: Condicao, eb: Eb, agora: string): Expression<SqlBool> {
  if ('tem' in c) return eb(coluna(eb, c.tem), 'is not', null);
  if ('chegou' in c) return eb(coluna(eb, c.chegou), '<=', agora);
  if ('passou' in c) {
    const fins = c.fim.map((i) => (i === 'agora' ? eb.val(agora) : coluna(eb, i)));
    const fim = fins.length === 1 ? fins[0]! : eb.fn<string>('coalesce', fins);
    return eb(fim, '>', coluna(eb, c.passou));
  }
  if ('todas' in c) return eb.and(c.todas.map((d) => condicaoSql(d, eb, agora)));
  return eb.or(c.alguma.map((d) => condicaoSql(d, eb, agora)));
}

/** The state at `agora` as a SQL expression (a `case`), for counting and selecting. */
export function situacaoSlaSql(agora: Date) {
  const t = agora.toISOString();
  return (eb: Eb): RawBuilder<SituacaoSla> => {
    const linhas = REGRA.map(([c, s]) => sql`when ${condicaoSql(c, eb, t)} then ${sql.lit(s)}`);
    return sql<SituacaoSla>`(case ${sql.join(linhas, sql` `)} else ${sql.lit(SENAO)} end)`;
  };
}

/**
 * The instants a state changes by time alone, read from the rule: a risk time coming (the state
 * changes at it), a running clock passing its due time (just after it: 1 ms later).
 */
interface Gatilho {
  coluna: ColunaSla;
  /** only while these are unset (the clock still runs) */
  seNulas: readonly ColunaSla[];
  estrito: boolean;
}
function gatilhos(c: Condicao): Gatilho[] {
  if ('chegou' in c) return [{ coluna: c.chegou, seNulas: [], estrito: false }];
  if ('passou' in c) {
    const i = c.fim.indexOf('agora');
    if (i < 0) return [];
    return [{ coluna: c.passou, seNulas: c.fim.slice(0, i) as ColunaSla[], estrito: true }];
  }
  if ('todas' in c) return c.todas.flatMap(gatilhos);
  if ('alguma' in c) return c.alguma.flatMap(gatilhos);
  return [];
}
const GATILHOS: readonly Gatilho[] = [
  ...new Map(REGRA.flatMap(([c]) => gatilhos(c)).map((g) => [JSON.stringify(g), g])).values(),
];

/**
 * The first instant after `agora` at which the state of one of `tickets` may change by itself,
 * or null when none will. It may be an instant where nothing visible changes (a ticket already
 * late reaching a risk time), never one later than a change.
 */
export async function proximaMudancaSla(
  tickets: SelectQueryBuilder<Database, 'atendimentos', object>,
  agora: Date,
): Promise<Date | null> {
  const t = agora.toISOString();
  const row = (await tickets
    .select((eb) =>
      GATILHOS.map((g, i) =>
        eb.fn
          .min(coluna(eb, g.coluna))
          .filterWhere(
            eb.and([
              ...g.seNulas.map((c) => eb(coluna(eb, c), 'is', null)),
              eb(coluna(eb, g.coluna), g.estrito ? '>=' : '>', t),
            ]),
          )
          .as(`g${i}`),
      ),
    )
    .executeTakeFirstOrThrow()) as Record<string, string | null>;
  const ts = GATILHOS.flatMap((g, i) => {
    const v = row[`g${i}`];
    return v ? [Date.parse(v) + (g.estrito ? 1 : 0)] : [];
  });
  return ts.length ? new Date(Math.min(...ts)) : null;
}

// ---- the due times: worked out, stored, read, shown ----

/** What happened to a ticket; everything else is derived from these. */
export interface FatosDoAtendimento {
  criado_em: string;
  prioridade: Prioridade;
  etapa: Etapa;
  primeira_resposta_em: string | null;
  /** when the running pause began (waiting for the employee, or resolved); null when running */
  pausado_em: string | null;
  /** business minutes of the pauses already ended */
  pausa_minutos: number;
  resolvido_em: string | null;
  /**
   * when the owner closed it before any staff answer: neither answered nor resolved, its own
   * outcome (docs/decisions/032-*.md); both clocks stopped there
   */
  encerrado_sem_resposta_em: string | null;
}

/** The figures derived from the facts, stored beside them (`comPrazos`). */
export interface Prazos {
  inicio_contagem: string;
  primeira_resposta_ate: Vencimento;
  primeira_resposta_minutos: number | null;
  resolucao_ate: Vencimento;
  resolucao_minutos: number | null;
  /** the running clock's due time; null when no clock runs (paused or resolved) */
  prazo: Vencimento | null;
  /** when the running clock has under a quarter of its time left */
  risco_em: Vencimento | null;
}

/**
 * A ticket's two clocks on the support calendar: what is due when, from the facts. Pure: the
 * facts in, the figures out; they are stored with the facts, so lists sort and count by them in
 * SQL. How a ticket's stage moves its facts is the desk's (features/atendimentos/mesa/prazos.ts).
 */
export function calcularPrazos(
  cal: Calendario,
  metas: MetasSuporte,
  f: FatosDoAtendimento,
): Prazos {
  const meta = metas[f.prioridade];
  const criado = new Date(f.criado_em);
  const ate = (minutos: number) => cal.somarMinutosUteis(criado, minutos).toISOString();
  const primeiraResposta = !f.primeira_resposta_em
    ? null
    : Math.round(cal.minutosUteisEntre(criado, new Date(f.primeira_resposta_em)));
  const resolucao = !f.resolvido_em
    ? null
    : Math.max(
        0,
        Math.round(cal.minutosUteisEntre(criado, new Date(f.resolvido_em))) - f.pausa_minutos,
      );
  const relogio =
    f.pausado_em || f.resolvido_em
      ? null
      : !f.primeira_resposta_em
        ? { alvo: meta.primeiraResposta, extra: 0 }
        : { alvo: meta.resolucao, extra: f.pausa_minutos };
  return {
    inicio_contagem: ate(0),
    primeira_resposta_ate: comoVencimento(ate(meta.primeiraResposta)),
    primeira_resposta_minutos: primeiraResposta,
    resolucao_ate: comoVencimento(ate(meta.resolucao + f.pausa_minutos)),
    resolucao_minutos: resolucao,
    prazo: relogio && comoVencimento(ate(relogio.alvo + relogio.extra)),
    risco_em: relogio && comoVencimento(ate(minutosAteORisco(relogio.alvo) + relogio.extra)),
  };
}

/** A ticket's insert or update values, with the figures `calcularPrazos` worked out. */
export const comPrazos = <V extends object>(valores: V, prazos: Prazos): V => ({
  ...valores,
  ...prazos,
});

/** Selects a ticket's due times, opaque, under their own names (`tabela`: the query's alias). */
export function vencimentosDe(tabela: 'a' | 'atendimentos') {
  const v = <C extends ColunaDoVencimento>(c: C): AliasedRawBuilder<Vencimento | null, C> =>
    sql<Vencimento | null>`${sql.ref(`${tabela}.${c}`)}`.as(c);
  return [v('primeira_resposta_ate'), v('resolucao_ate'), v('prazo'), v('risco_em')] as const;
}

/** The figures stored with a ticket, or null when they were never worked out (`calcularPrazos`). */
export function prazosGravados(
  l: Vencimentos & {
    inicio_contagem: string | null;
    primeira_resposta_minutos: number | null;
    resolucao_minutos: number | null;
  },
): Prazos | null {
  return l.primeira_resposta_ate === null || l.resolucao_ate === null || !l.inicio_contagem
    ? null
    : {
        inicio_contagem: l.inicio_contagem,
        primeira_resposta_ate: l.primeira_resposta_ate,
        primeira_resposta_minutos: l.primeira_resposta_minutos,
        resolucao_ate: l.resolucao_ate,
        resolucao_minutos: l.resolucao_minutos,
        prazo: l.prazo,
        risco_em: l.risco_em,
      };
}

/**
 * Whether the figures stored with a ticket (`prazosGravados`) are those `calcularPrazos` gives
 * now: each due time the same instant, each count the same minutes. Not when none were stored.
 */
export function prazosIguais(gravados: Prazos | null, calculados: Prazos): boolean {
  if (!gravados) return false;
  return (Object.keys(calculados) as (keyof Prazos)[]).every((k) => {
    const a: unknown = gravados[k];
    const b: unknown = calculados[k];
    if (a === null || b === null) return a === b;
    if (typeof b === 'number') return Number(a) === b;
    return Date.parse(String(a)) === Date.parse(String(b));
  });
}

/** On `atendimentos`: the due times were never worked out (a ticket opened before the help desk). */
export const semPrazos = sql<boolean>`${sql.ref('atendimentos.primeira_resposta_ate')} is null`;

/**
 * The panel's order by due time (on `atendimentos as a`), for `orderBy` in this order: open
 * tickets whose clock runs, nearest due time first; then open ones whose clock is paused; then
 * closed ones.
 */
export const ORDEM_DO_PRAZO = [
  sql`case when ${sql.ref('a.prazo')} is not null then 0 when ${sql.ref('a.status')} = 'aberto' then 1 else 2 end`,
  sql`${sql.ref('a.prazo')} asc`,
] as const;

/**
 * On `atendimentos`: the running clock's risk time has come at `agora` (also `em_risco`'s
 * trigger), and the e-mail notice for that risk time is not out yet.
 */
export function riscoSemAviso(agora: Date) {
  const t = agora.toISOString();
  return (eb: Eb): Expression<SqlBool> =>
    eb.and([
      condicaoSql(RISCO_ALCANCADO, eb, t),
      eb.or([eb('risco_avisado_em', 'is', null), eb('risco_avisado_em', '<>', eb.ref('risco_em'))]),
    ]);
}

/** An update's values: the notice for the ticket's current risk time is out. */
export const avisoDoRisco = {
  risco_avisado_em: sql<string | null>`${sql.ref('atendimentos.risco_em')}`,
};

/** A ticket's figures as the screens show them, its SLA state judged at `agora`. */
export interface FigurasDoAtendimento {
  inicio_contagem: string;
  primeira_resposta_ate: string;
  primeira_resposta_minutos: number | null;
  resolucao_ate: string;
  resolucao_minutos: number | null;
  sla: SituacaoSla;
}

export function figurasDoAtendimento(
  p: Prazos,
  f: FatosDoAtendimento,
  agora: Date,
): FigurasDoAtendimento {
  return {
    inicio_contagem: p.inicio_contagem,
    primeira_resposta_ate: comoInstante(p.primeira_resposta_ate),
    primeira_resposta_minutos: p.primeira_resposta_minutos,
    resolucao_ate: comoInstante(p.resolucao_ate),
    resolucao_minutos: p.resolucao_minutos,
    // the rule's seven columns, not a spread of the whole row: merging every column into one
    // object per ticket made the lists' objects slow and large (docs/decisions/041-feed-e-caches.md)
    sla: situacaoSla(
      {
        primeira_resposta_em: f.primeira_resposta_em,
        resolvido_em: f.resolvido_em,
        pausado_em: f.pausado_em,
        encerrado_sem_resposta_em: f.encerrado_sem_resposta_em,
        primeira_resposta_ate: p.primeira_resposta_ate,
        resolucao_ate: p.resolucao_ate,
        risco_em: p.risco_em,
      },
      agora,
    ),
  };
}
