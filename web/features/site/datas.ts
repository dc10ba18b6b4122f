/**
 * Dates on the public pages, read in the company's time zone and written out in Portuguese by
 * hand: the server and the browser draw the same text, whatever their ICU data.
 */
import { diaNaEmpresa } from '../../lib/datas';

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

/** "28 de novembro de 2026" of an instant (ISO) or of a day (YYYY-MM-DD). */
export function dataPorExtenso(isoOuDia: string): string {
  const dia = /^\d{4}-\d{2}-\d{2}$/.test(isoOuDia) ? isoOuDia : diaNaEmpresa(isoOuDia);
  const [a, m, d] = dia.split('-').map(Number) as [number, number, number];
  return `${d} de ${MESES[m - 1]} de ${a}`;
}
