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

const diaNaEmpresa = new Intl.DateTimeFormat('en-CA', {
  timeZone: FUSO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An instant's day in the company, YYYY-MM-DD. */
export const diaDoInstante = (iso: string) => diaNaEmpresa.format(new Date(iso));

/** "28 de novembro de 2026" of an instant (ISO) or of a day (YYYY-MM-DD). */
export function dataPorExtenso(isoOuDia: string): string {
  const dia = /^\d{4}-\d{2}-\d{2}$/.test(isoOuDia) ? isoOuDia : diaDoInstante(isoOuDia);
  const [a, m, d] = dia.split('-').map(Number) as [number, number, number];
  return `${d} de ${MESES[m - 1]} de ${a}`;
}
