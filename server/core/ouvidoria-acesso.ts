/**
 * Who may see an Ouvidoria case, and when: the one rule every reader goes through — the table,
 * the case, its files, the indicators, the portal's counts, the live events, the e-mail notices
 * and the audit screen (docs/product/ouvidoria-ameacas.md). A test fails if a case's excluded
 * roles are read anywhere else: the features see no such column (docs/decisions/080-colunas-protegidas.md),
 * and server/test/exclusao-varredura.test.ts sweeps every route for a case hidden from rh.
 *
 * A reader is a staff member whose role reads cases (the `gestaoOuvidoria` permission). A case
 * hidden from a role is hidden from:
 *  - the accounts of that role;
 *  - every account whose access a member of that role set (created it, changed its role, reset
 *    its password or changed its e-mail: `users.papeis_gestores`), so that nobody reads round the
 *    exclusion through an account they made or control.
 * And views that are not audited reads (counts, summaries, indicators, badges, events, e-mail)
 * learn of a reporter's activity only once its hour is over.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  exclusaoAlcanca,
  ultimaHoraAnunciavel,
  type AcaoDoGestor,
  type LeitorPorPapel,
  type SemAcesso,
} from '../../common/denuncias.js';
import { can, STAFF_ROLES, type Role, type StaffRole } from '../../common/roles.js';
import type { DatabaseDasFeatures } from '../db/index.js';
import { papeisColuna, papeisDaColuna } from '../lib/papeis.js';

/** What the rule needs of an account: its role and who set its access. */
export interface LeitorDeCasos {
  role: Role;
  papeis_gestores?: string | null;
}

/** The roles an account answers for: its own and those of who set its access. */
export function papeisDoLeitor(leitor: LeitorDeCasos): Role[] {
  return [...new Set([leitor.role, ...papeisDaColuna(leitor.papeis_gestores ?? '')])];
}

/**
 * `users.papeis_gestores` once `gestor` has set the account's access (created it, changed its
 * role, reset its password, changed its e-mail); the operator's command line (no gestor) adds
 * nothing. Never cleared: whoever once held an account's access could have kept it.
 */
export function comGestor(coluna: string, gestor: LeitorDeCasos | null): string {
  const antes = papeisDaColuna(coluna);
  const depois = gestor ? [...new Set([...antes, ...papeisDoLeitor(gestor)])] : antes;
  return papeisColuna(depois.sort());
}

/**
 * The account's access set by `gestor` through `acao`, both columns at once: the roles of who set
 * it (`comGestor`) and, for each role new to it, what its member did and when — the reason
 * Gestão de Usuários gives for the cases the account no longer reads (`semAcesso`).
 */
export function definirAcesso(
  conta: { papeis_gestores: string; acesso_definido: string },
  gestor: LeitorDeCasos | null,
  acao: AcaoDoGestor,
  em: string,
): { papeis_gestores: string; acesso_definido: string } {
  const antes = motivosDaColuna(conta.acesso_definido);
  const novos = papeisDaColuna(comGestor(conta.papeis_gestores, gestor))
    .filter((p): p is StaffRole => isStaffRole(p) && !antes.some((m) => m.papel === p))
    .map((papel) => ({ papel, acao, em }));
  return {
    papeis_gestores: comGestor(conta.papeis_gestores, gestor),
    acesso_definido: JSON.stringify([...antes, ...novos]),
  };
}

const motivosDaColuna = (coluna: string): SemAcesso[] => {
  try {
    const v: unknown = JSON.parse(coluna || '[]');
    return Array.isArray(v) ? (v as SemAcesso[]) : [];
  } catch {
    return [];
  }
};

/**
 * The cases an account that reads cases does not read, and why: one entry per role of who set its
 * access other than its own (none for an account whose role reads no case).
 */
export function semAcesso(conta: LeitorDeCasos & { acesso_definido: string }): SemAcesso[] {
  if (!leCasos(conta)) return [];
  const motivos = motivosDaColuna(conta.acesso_definido);
  return papeisDoLeitor(conta)
    .filter((p): p is StaffRole => p !== conta.role && isStaffRole(p))
    .sort((a, b) => STAFF_ROLES.indexOf(a) - STAFF_ROLES.indexOf(b))
    .map((papel) => motivos.find((m) => m.papel === papel) ?? { papel, acao: null, em: null });
}

/** Readers who see the same cases share this key (for counts computed once per group). */
export const grupoDoLeitor = (leitor: LeitorDeCasos): string =>
  papeisDoLeitor(leitor).sort().join(',');

/** Whether the account's role reads cases at all. */
export const leCasos = (leitor: LeitorDeCasos): boolean => can(leitor.role, 'gestaoOuvidoria');

/**
 * The kinds of reader among `contas` (the active accounts), by role only: what a report must not
 * exclude for each to read it. A report excluding a role of every kind would reach nobody
 * (`ninguemLeria`, common/denuncias.ts) and is refused.
 */
export function leitoresPorPapel(contas: readonly LeitorDeCasos[]): LeitorPorPapel[] {
  const vistos = new Map<string, LeitorPorPapel>();
  for (const c of contas.filter(leCasos)) {
    const definido_por = papeisDaColuna(c.papeis_gestores ?? '')
      .filter((p): p is StaffRole => p !== c.role && isStaffRole(p))
      .sort();
    const l = { papel: c.role as StaffRole, definido_por };
    vistos.set(JSON.stringify(l), l);
  }
  // a kind whose roles hold another's of the same role tells nothing more: that one reads more
  const todos = [...vistos.values()];
  const maisAmplo = (a: LeitorPorPapel, b: LeitorPorPapel) =>
    a !== b && a.papel === b.papel && a.definido_por.every((p) => b.definido_por.includes(p));
  return todos
    .filter((l) => !todos.some((o) => maisAmplo(o, l)))
    .sort(
      (a, b) =>
        STAFF_ROLES.indexOf(a.papel) - STAFF_ROLES.indexOf(b.papel) ||
        a.definido_por.length - b.definido_por.length ||
        a.definido_por.join().localeCompare(b.definido_por.join()),
    );
}

const isStaffRole = (p: Role): p is StaffRole => (STAFF_ROLES as readonly Role[]).includes(p);

declare const EXCLUSAO: unique symbol;

/**
 * A case's excluded roles (or an event's, or an audit entry's) as the database keeps them: opaque
 * outside this module, so that only the rules below read it. The features see the tables without
 * the column (`Db`, server/db/index.ts) and get it through `exclusaoDe`; docs/decisions/080-colunas-protegidas.md.
 */
export interface Exclusao {
  readonly [EXCLUSAO]: true;
}

const textoDa = (e: Exclusao | null | undefined): string => (e as unknown as string | null) ?? '';

type ComExclusao = 'denuncias' | 'eventos' | 'audit_log';

/** Selects the row's exclusions, as `exclusao`. */
export const exclusaoDe = <T extends ComExclusao>(tabela: T) =>
  sql<Exclusao>`${sql.ref(`${tabela}.excluir_papeis`)}`.as('exclusao');

/** The exclusions chosen for a new case, as the database will keep them. */
export const exclusaoEscolhida = (papeis: readonly Role[]): Exclusao =>
  papeisColuna(papeis) as unknown as Exclusao;

/** The values of a new case, with its exclusions. */
export const comExclusao = <V extends object>(valores: V, exclusao: Exclusao): V => ({
  ...valores,
  excluir_papeis: textoDa(exclusao),
});

/** The column's value an audit entry or event about a case keeps ('' for none, on an event). */
export const colunaDaExclusao = (exclusao: Exclusao | null | undefined): string =>
  textoDa(exclusao);

/** The excluded roles, as a list (for the case's screen). */
export const papeisExcluidos = (exclusao: Exclusao | null | undefined): Role[] =>
  papeisDaColuna(textoDa(exclusao));

/** Whether these exclusions keep `leitor` out (none keep nobody out). */
export function excluido(leitor: LeitorDeCasos, exclusao: Exclusao | null | undefined): boolean {
  return exclusaoAlcanca(papeisDoLeitor(leitor), papeisExcluidos(exclusao));
}

/** Whether `leitor` may read a case with these exclusions. */
export function podeLerCaso(leitor: LeitorDeCasos, exclusao: Exclusao | null | undefined): boolean {
  return leCasos(leitor) && !excluido(leitor, exclusao);
}

/**
 * The same rule as a query condition on a table's exclusions (a case, an event, an audit entry):
 * none of the reader's roles is among the excluded. A null column (an audit entry about nothing in
 * the Ouvidoria) is visible.
 */
export function visivelPara<T extends ComExclusao>(leitor: LeitorDeCasos, tabela: T) {
  return (eb: ExpressionBuilder<DatabaseDasFeatures, T>): Expression<SqlBool> => {
    const coluna = sql.ref(`${tabela}.excluir_papeis`);
    const nenhum = papeisDoLeitor(leitor).map(
      (p) => sql<SqlBool>`${coluna} not like ${`%,${p},%`}`,
    );
    return eb.or([sql<SqlBool>`${coluna} is null`, eb.and(nenhum)]);
  };
}

/** Only the cases `leitor` reads: for `denuncias`, a condition that also refuses non-readers. */
export function casosVisiveis(leitor: LeitorDeCasos) {
  return (eb: ExpressionBuilder<DatabaseDasFeatures, 'denuncias'>) =>
    leCasos(leitor) ? visivelPara(leitor, 'denuncias')(eb) : eb.lit(false);
}

const HORA_MS = 60 * 60 * 1000;

/**
 * The first instant not yet told by views that are not audited reads: a case filed before it has
 * had its hour (and a grace minute) pass.
 */
function fimDoQueJaFoiAnunciado(agora: Date | number = Date.now()): string {
  const t = typeof agora === 'number' ? agora : agora.getTime();
  return new Date(ultimaHoraAnunciavel(t) + HORA_MS).toISOString();
}

/** Cases already announced at `agora`: the condition every unaudited count adds. */
export function jaAnunciados(agora: Date | number = Date.now()) {
  const limite = fimDoQueJaFoiAnunciado(agora);
  return (eb: ExpressionBuilder<DatabaseDasFeatures, 'denuncias'>) =>
    eb('denuncias.criado_em', '<', limite);
}
