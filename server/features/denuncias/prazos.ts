/**
 * The two legal clocks of a case (Lei 14.457/2022 asks for receipt and follow-up): the reporter
 * must hear from the Ouvidoria within 7 days and get a conclusion within 90. Why and how they are
 * shown: docs/product/denuncias.md ("Prazos").
 */

const DIA_MS = 24 * 60 * 60 * 1000;
const PRAZO_CONFIRMACAO_DIAS = 7;
const PRAZO_RETORNO_DIAS = 90;

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

const maisDias = (iso: string, dias: number) =>
  new Date(new Date(iso).getTime() + dias * DIA_MS).toISOString();

export function prazosDe(caso: MarcosDoCaso, agora: Date = new Date()): Prazos {
  const prazo_confirmacao = maisDias(caso.criado_em, PRAZO_CONFIRMACAO_DIAS);
  const prazo_retorno = maisDias(caso.criado_em, PRAZO_RETORNO_DIAS);
  const t = agora.getTime();
  const confirmacao_atrasada =
    caso.confirmada_em === null && t > new Date(prazo_confirmacao).getTime();
  const retorno_atrasado = caso.encerrada_em === null && t > new Date(prazo_retorno).getTime();
  return {
    prazo_confirmacao,
    prazo_retorno,
    atrasada: confirmacao_atrasada || retorno_atrasado,
    confirmacao_atrasada,
    retorno_atrasado,
  };
}

/** Whether a met clock was met in time (for the indicators). */
export function cumpridoNoPrazo(marco: string | null, prazo: string): boolean {
  return marco !== null && new Date(marco).getTime() <= new Date(prazo).getTime();
}
