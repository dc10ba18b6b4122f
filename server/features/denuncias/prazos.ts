/**
 * The two legal clocks of a case (Lei 14.457/2022 asks for receipt and follow-up): the reporter
 * must hear from the Ouvidoria within 7 days and get a conclusion within 90. Why and how they are
 * shown: docs/product/denuncias.md ("Prazos").
 */

import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DatabaseDasFeatures } from '../../db/index.js';

const DIA_MS = 24 * 60 * 60 * 1000;

/**
 * The rule, as data: each clock runs from receipt for `dias` days and is met by `marco`. A clock
 * is late when its due instant has passed (strictly: met at the due instant is on time) and its
 * mark is still unset. Read two ways below: in JS for a case the screens get (`prazosDe`), and as
 * SQL for the list's "atrasada" filter (`casoAtrasadoSql`); a test holds both to one table of
 * cases on SQLite and PostgreSQL (prazos-sql.test.ts).
 */
const RELOGIOS = {
  confirmacao: { dias: 7, marco: 'confirmada_em' },
  retorno: { dias: 90, marco: 'encerrada_em' },
} as const;
type Relogio = (typeof RELOGIOS)[keyof typeof RELOGIOS];

export interface MarcosDoCaso {
  criado_em: string;
  /** the first message from the Ouvidoria to the reporter */
  confirmada_em: string | null;
  /** when the case was concluded or archived */
  encerrada_em: string | null;
}

export interface Prazos {
  prazo_confirmacao: string;
  prazo_retorno: string;
  /** a clock is past due and still unmet */
  atrasada: boolean;
  confirmacao_atrasada: boolean;
  retorno_atrasado: boolean;
}

const vencimento = (criado_em: string, r: Relogio) =>
  new Date(Date.parse(criado_em) + r.dias * DIA_MS).toISOString();

const atrasado = (caso: MarcosDoCaso, r: Relogio, agora: number) =>
  caso[r.marco] === null && agora > Date.parse(vencimento(caso.criado_em, r));

export function prazosDe(caso: MarcosDoCaso, agora: Date = new Date()): Prazos {
  const t = agora.getTime();
  const confirmacao_atrasada = atrasado(caso, RELOGIOS.confirmacao, t);
  const retorno_atrasado = atrasado(caso, RELOGIOS.retorno, t);
  return {
    prazo_confirmacao: vencimento(caso.criado_em, RELOGIOS.confirmacao),
    prazo_retorno: vencimento(caso.criado_em, RELOGIOS.retorno),
    atrasada: confirmacao_atrasada || retorno_atrasado,
    confirmacao_atrasada,
    retorno_atrasado,
  };
}

/** How close to a due instant a clock still running counts as near it, for the portal's home. */
export const PERTO_DO_PRAZO_DIAS = 2;

/** Some clock still runs unmet, not late, and falls due within PERTO_DO_PRAZO_DIAS days. */
export function pertoDoPrazo(caso: MarcosDoCaso, agora: Date = new Date()): boolean {
  const t = agora.getTime();
  return Object.values(RELOGIOS).some((r) => {
    const vence = Date.parse(vencimento(caso.criado_em, r));
    return caso[r.marco] === null && t <= vence && vence - t <= PERTO_DO_PRAZO_DIAS * DIA_MS;
  });
}

export type NomeDoRelogio = keyof typeof RELOGIOS;

/**
 * The same rule in SQL, on `denuncias`: some clock is past due and unmet at `agora` (received
 * before `agora` less its days, its mark unset). `relogios` narrows it to some clocks (the
 * metric of cases past the acknowledgement reads only `confirmacao`: server/operacao/metricas.ts).
 */
export function casoAtrasadoSql(
  agora: string,
  relogios: readonly NomeDoRelogio[] = Object.keys(RELOGIOS) as NomeDoRelogio[],
) {
  const t = Date.parse(agora);
  return (eb: ExpressionBuilder<DatabaseDasFeatures, 'denuncias'>): Expression<SqlBool> =>
    eb.or(
      relogios
        .map((nome) => RELOGIOS[nome])
        .map((r) =>
          eb.and([
            eb(`denuncias.${r.marco}`, 'is', null),
            eb('denuncias.criado_em', '<', new Date(t - r.dias * DIA_MS).toISOString()),
          ]),
        ),
    );
}

/** Whether a met clock was met in time (for the indicators). */
export function cumpridoNoPrazo(marco: string | null, prazo: string): boolean {
  return marco !== null && new Date(marco).getTime() <= new Date(prazo).getTime();
}
