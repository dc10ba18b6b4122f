/**
 * A stored instant as the screens show it: always in the company's time zone (web/content/fuso.ts),
 * whatever the device's, so a ticket's opening and its due time, or a message and its answer, read
 * alike on every phone (docs/product/atendimentos.md, "Prazos"). ESLint refuses a date written
 * out without a time zone anywhere in the code (eslint.config.js, "datas na empresa").
 *
 * The formatters are made on first use, not as the module loads: one with a time zone costs the
 * browser its time-zone data (docs/decisions/070-orcamento-de-script-por-tela.md).
 */
import { FUSO } from '../content/fuso';

let fDataHora: Intl.DateTimeFormat | undefined;
let fData: Intl.DateTimeFormat | undefined;
let fHora: Intl.DateTimeFormat | undefined;
let fDia: Intl.DateTimeFormat | undefined;

const instante = (v: string | Date) => (typeof v === 'string' ? new Date(v) : v);

/** "12/03/2026, 14:05" */
export const dataHora = (v: string | Date) =>
  (fDataHora ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: FUSO,
    dateStyle: 'short',
    timeStyle: 'short',
  })).format(instante(v));

/** "12/03/2026" */
export const data = (v: string | Date) =>
  (fData ??= new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO, dateStyle: 'short' })).format(
    instante(v),
  );

/** "14:05" */
export const hora = (v: string | Date) =>
  (fHora ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: FUSO,
    hour: '2-digit',
    minute: '2-digit',
  })).format(instante(v));

/** The instant's day in the company, "2026-03-12": two instants of one day have the same. */
export const diaNaEmpresa = (v: string | Date) =>
  (fDia ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: FUSO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(instante(v));
