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
import type { Database } from '../db/schema.js';
import type { TipoDeRetencao } from '../../common/retencao.js';
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

/**
 * How a table's personal columns would be anonymised when the person leaves (executed in a later
 * slice): `apagar` the rows; `substituir` the listed columns (name by "Ex-colaborador #id", login
 * by "ex-id", others emptied); `manter` them, with the reason (a legal obligation).
 */
export type Anonimizacao =
  | { como: 'apagar' }
  | { como: 'substituir'; colunas: readonly string[] }
  | { como: 'manter'; motivo: string };

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
