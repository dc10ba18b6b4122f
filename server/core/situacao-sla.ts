/**
 * A help-desk ticket's SLA state (docs/product/atendimentos.md, "Prazos"): `no_prazo`, `em_risco`,
 * `estourado`, `cumprido`, and for a ticket its owner closed before any answer `estourado` or
 * `no_prazo`. Written once, as data (`REGRA`), and read two ways from it: in JS for a ticket the
 * screens get (`sla`) and the report, and as SQL for the badge counts, the next instant they
 * change and the e-mail notice of a ticket at risk. It lives in `core` because the eventos feature
 * counts it and may not import atendimentos (docs/decisions/012-feature-isolation.md). A test
 * proves both readings agree on a table of cases on SQLite and PostgreSQL
 * (server/test/regras-do-suporte.test.ts); another fails if a due time is compared anywhere else
 * (server/core/situacao-sla.unit.test.ts). Why one rule:
 * docs/decisions/042-uma-regra-por-promessa-no-suporte.md.
 *
 * The rule reads only what is stored with each ticket: the facts (answered, resolved, paused,
 * closed without answer) and the due times worked out on the support calendar
 * (server/features/atendimentos/mesa/prazos.ts) — never the calendar itself.
 */
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { SituacaoSla } from '../../common/schemas/atendimentos.js';
import type { Database } from '../db/schema.js';

/** At risk: under this share of the running clock's target left. */
const RISCO = 0.25;

/** How many of a clock's `alvo` minutes run before it is at risk (its `risco_em`). */
export const minutosAteORisco = (alvo: number): number => Math.ceil(alvo * (1 - RISCO));

/** The columns the rule reads. */
type ColunaSla =
  | 'primeira_resposta_em'
  | 'resolvido_em'
  | 'pausado_em'
  | 'encerrado_sem_resposta_em'
  | 'primeira_resposta_ate'
  | 'resolucao_ate'
  | 'risco_em';
export type LinhaSla = Record<ColunaSla, string | null>;

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
  return v === null ? null : Date.parse(v);
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

/** The running clock's risk time has come (the e-mail notice's trigger; also `em_risco`'s). */
export function riscoAlcancado(agora: Date) {
  const t = agora.toISOString();
  return (eb: Eb): Expression<SqlBool> => condicaoSql(RISCO_ALCANCADO, eb, t);
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
