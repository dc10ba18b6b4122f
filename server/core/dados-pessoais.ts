/**
 * The registry of personal data (LGPD; docs/decisions/047-dados-pessoais.md). Every table of the
 * database is declared here by the feature that owns it: what kind of data it holds (a person's,
 * the Ouvidoria's, technical, none), which columns identify or describe a person, how long it is
 * kept (a kind of common/retencao.ts) and how it would be anonymised. Features declare; the app's
 * entry (server/dados-pessoais.ts) lists the declarations; "Meus dados" (and, in later slices, the
 * requests, anonymisation and retention) read only this registry, so a feature that is not
 * declared cannot be forgotten: server/features/privacidade/registro.test.ts fails when a table of
 * the real database with a person's id or name is missing from it.
 */
import type { AuthUser } from './current-user.js';
import type { AppContext } from '../context.js';
import type { Trx } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { RETENCAO, type TipoDeRetencao } from '../../common/retencao.js';
import {
  GRUPOS_DE_DADOS,
  type DadosDoGrupo,
  type GrupoDeDados,
} from '../../common/schemas/dados-pessoais.js';

/**
 * A table of the database: Kysely's, or one a library keeps (rate-limiter-flexible's counters,
 * on PostgreSQL only: server/plugins/rate-limit.ts).
 */
export type Tabela = keyof Database | 'limites_por_endereco';

/** The person being anonymised, as they were before (server/core/anonimizacao.ts). */
export interface PessoaAnonimizada {
  id: number;
  /** the login before anonymising (some tables key a person by it: login_throttle) */
  login_normalizado: string;
}

/**
 * How a table's rows of one person are found, to be erased or rewritten: the column holding the
 * person's id (`usuario_id` when omitted and listed among the personal columns), or, when no column
 * holds it, a function that erases them itself, given the transaction and the person as they were.
 */
export type Titularidade = string | ((trx: Trx, pessoa: PessoaAnonimizada) => Promise<unknown>);

/**
 * How a table's personal columns are anonymised when the person leaves (executed by
 * server/core/anonimizacao.ts, docs/decisions/049-retencao-declarada.md): `apagar` the person's
 * rows; `substituir` the listed columns of them (a name by "Ex-colaborador #id", a login by "ex-id",
 * a search key by the new name folded, a password by one that opens nothing, others emptied);
 * `manter` them, with the reason (a legal obligation), or because no row is tied to an account.
 */
export type Anonimizacao =
  | { como: 'apagar'; por?: Titularidade }
  | { como: 'substituir'; colunas: readonly string[]; por?: string }
  | { como: 'manter'; motivo: string };

/** What the retention job is given (server/core/retencao.ts): the database and the settings. */
export type ContextoDeRetencao = Pick<AppContext, 'dbHandle' | 'config'>;

/** Rows erased by a retention step, per table. */
export type Apagados = Partial<Record<Tabela, number>>;

/**
 * How a table's rows past their time are erased (docs/decisions/049-retencao-declarada.md), the
 * time being its kind's `dias` in common/retencao.ts:
 * - `coluna`: the rows whose instant in that column is before the limit are deleted;
 * - `com`: erased with another table's rows, by that table's step (a ticket's messages);
 * - `apagar`: a function that erases them itself, in its own transactions, given the limit (the
 *   start of the kind's period, an ISO instant) and the instant of the run;
 * - `nao_apaga`: this job does not erase them, and why (the audit log's chain).
 * A table whose kind has no `dias` (lives as long as the account) needs none.
 */
export type Reter =
  | { coluna: string }
  | { com: Tabela }
  | {
      apagar: (ctx: ContextoDeRetencao, limite: string, agora: number) => Promise<Apagados>;
    }
  | { nao_apaga: string };

interface TabelaBase {
  tabela: Tabela;
  /** the columns that identify or describe a person (ids, names, logins, e-mails, texts) */
  colunas_pessoais: readonly string[];
}

/** A table that holds a person's data, tied to their account or not. */
export interface TabelaPessoal extends TabelaBase {
  tipo: 'pessoal';
  /** what a person would call what is kept there */
  descricao: string;
  /** in "Meus dados": the group it is exported in, or why it is not */
  exportacao: { grupo: GrupoDeDados } | { motivo: string };
  retencao: TipoDeRetencao;
  /** how the rows past their time are erased; required when the kind has `dias` */
  reter?: Reter;
  anonimizacao: Anonimizacao;
}

/**
 * The Ouvidoria's tables: never exported, never linked to an account (docs/product/denuncias.md);
 * erased with their case (server/features/denuncias/retencao.ts).
 */
export interface TabelaDaOuvidoria extends TabelaBase {
  tipo: 'ouvidoria';
  motivo: string;
  retencao: 'ouvidoria';
  reter?: Reter;
}

/** A table with a column that looks personal but is not, or with no person in it: why. */
export interface TabelaNaoPessoal {
  tabela: Tabela;
  tipo: 'nao_pessoal';
  motivo: string;
  /** a table only PostgreSQL has (SQLite counts in memory) */
  somentePostgres?: true;
}

export type TabelaDeclarada = TabelaPessoal | TabelaDaOuvidoria | TabelaNaoPessoal;

/** What an export is given: the app and the person whose data it is. */
export interface Titular {
  ctx: AppContext;
  usuario: AuthUser;
}

export type Exportadores = { [G in GrupoDeDados]?: (titular: Titular) => Promise<DadosDoGrupo<G>> };

/** One feature's declaration. */
export interface DeclaracaoDeDadosPessoais {
  /** the feature's folder name */
  feature: string;
  tabelas: readonly TabelaDeclarada[];
  /** the groups of "Meus dados" this feature fills */
  exportar: Exportadores;
}

export interface RegistroDeDadosPessoais {
  declaracoes: readonly DeclaracaoDeDadosPessoais[];
  tabelas: ReadonlyMap<Tabela, TabelaDeclarada & { feature: string }>;
  /** "Meus dados" of one person: every group, each from the feature that declared it */
  exportar(titular: Titular): Promise<{ [G in GrupoDeDados]: DadosDoGrupo<G> }>;
}

// The app's context carries the registry (built in server/app.ts). It is declared here rather
// than in server/context.ts because the registry's types name the context: declaring it there
// would make the two files import each other.
declare module '../context.js' {
  interface AppContext {
    /** every feature's personal data, declared */
    dadosPessoais: RegistroDeDadosPessoais;
  }
}

/**
 * The registry of the features' declarations; throws at start when a table is declared twice, a
 * group is filled by none or by two, or a table says it is exported in a group nobody fills.
 */
export function criarRegistro(
  declaracoes: readonly DeclaracaoDeDadosPessoais[],
): RegistroDeDadosPessoais {
  const tabelas = new Map<Tabela, TabelaDeclarada & { feature: string }>();
  const exportadores = new Map<GrupoDeDados, (t: Titular) => Promise<unknown>>();
  for (const d of declaracoes) {
    for (const t of d.tabelas) {
      const ja = tabelas.get(t.tabela);
      if (ja) throw new Error(`tabela ${t.tabela} declarada por ${ja.feature} e ${d.feature}`);
      tabelas.set(t.tabela, { ...t, feature: d.feature });
    }
    for (const [grupo, fn] of Object.entries(d.exportar) as [GrupoDeDados, () => unknown][]) {
      if (exportadores.has(grupo)) throw new Error(`grupo ${grupo} exportado duas vezes`);
      exportadores.set(grupo, fn as (t: Titular) => Promise<unknown>);
    }
  }
  const grupos = Object.keys(GRUPOS_DE_DADOS) as GrupoDeDados[];
  for (const g of grupos) {
    if (!exportadores.has(g)) throw new Error(`nenhuma feature exporta o grupo ${g}`);
  }
  for (const t of tabelas.values()) {
    if (t.tipo === 'pessoal' && 'grupo' in t.exportacao && !exportadores.has(t.exportacao.grupo)) {
      throw new Error(`tabela ${t.tabela}: grupo ${t.exportacao.grupo} desconhecido`);
    }
    if (t.tipo === 'pessoal' && t.anonimizacao.como !== 'manter' && !titularidadeDe(t)) {
      throw new Error(
        `tabela ${t.tabela}: anonimização sem a coluna da pessoa (por) nem função que apague`,
      );
    }
  }
  return {
    declaracoes,
    tabelas,
    async exportar(titular) {
      // one group after another: a person's export is rare, and the pool is shared
      const out: Record<string, unknown> = {};
      for (const g of grupos) out[g] = await exportadores.get(g)!(titular);
      return out as unknown as { [G in GrupoDeDados]: DadosDoGrupo<G> };
    },
  };
}

/**
 * How a personal table's rows of one person are found for anonymising: its declared `por`, or
 * `usuario_id` when that is one of its personal columns; undefined when neither says.
 */
export function titularidadeDe(t: TabelaPessoal): Titularidade | undefined {
  if (t.anonimizacao.como === 'manter') return undefined;
  if (t.anonimizacao.por) return t.anonimizacao.por;
  return t.colunas_pessoais.includes('usuario_id') ? 'usuario_id' : undefined;
}

/**
 * Why a table's rows would outlive their time, or null: a kind with `dias` needs a way to erase
 * (`reter`), and `com` must name a declared table that has its own.
 */
export function faltaApagador(
  t: TabelaDeclarada,
  tabelas: ReadonlyMap<Tabela, TabelaDeclarada>,
): string | null {
  if (t.tipo === 'nao_pessoal') return null;
  if (RETENCAO[t.retencao].dias === null) return null;
  if (!t.reter) return `retenção ${t.retencao} tem prazo, mas a tabela não diz como apagar (reter)`;
  if ('com' in t.reter) {
    const dona = tabelas.get(t.reter.com);
    if (!dona || dona.tipo === 'nao_pessoal' || !dona.reter || 'com' in dona.reter) {
      return `reter.com aponta ${t.reter.com}, que não apaga por si`;
    }
  }
  return null;
}
