/**
 * Dates on the public pages, read in the company's time zone and written out in Portuguese by
 * hand: the server and the browser draw the same text, whatever their ICU data.
 */
import { FUSO } from '../../content/fuso';

const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/**
 * Made on first use, not as the module loads: a formatter with a time zone costs the browser its
 * time-zone data, about a fifth of a public page's script start-up on a slow phone, and most
 * pages that load this module show no date (docs/decisions/070-orcamento-de-script-por-tela.md).
 */
let diaNaEmpresa: Intl.DateTimeFormat | undefined;

/** An instant's day in the company, YYYY-MM-DD. */
export const diaDoInstante = (iso: string) =>
  (diaNaEmpresa ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: FUSO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(new Date(iso));

/** "28 de novembro de 2026" of an instant (ISO) or of a day (YYYY-MM-DD). */
export function dataPorExtenso(isoOuDia: string): string {
  const dia = /^\d{4}-\d{2}-\d{2}$/.test(isoOuDia) ? isoOuDia : diaDoInstante(isoOuDia);
  const [a, m, d] = dia.split('-').map(Number) as [number, number, number];
  return `${d} de ${MESES[m - 1]} de ${a}`;
}
