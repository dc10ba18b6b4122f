/**
 * A stored instant as the screens show it, and a time typed on a screen as the instant it means:
 * always in the company's time zone (web/content/fuso.ts, the support calendar's), whatever the
 * device's, so a ticket's opening and its due time, or a message and its answer, read alike on
 * every phone (docs/product/portal.md, "Dates and times"). ESLint refuses the usual ways of
 * writing a date out without naming a zone (eslint.config.js, DATAS_NA_EMPRESA).
 *
 * The formatters are made on first use, not as the module loads: one with a time zone costs the
 * browser its time-zone data (docs/decisions/070-orcamento-de-script-por-tela.md).
 */
import { FUSO } from '../content/fuso';

let fPartes: Intl.DateTimeFormat | undefined;

/**
 * An instant written by a formatter of these options in the company's zone, made on its first
 * call; one that cannot be read is shown as it came, never thrown.
 */
function escritoNaEmpresa(locale: string, opcoes: Intl.DateTimeFormatOptions) {
  let formato: Intl.DateTimeFormat | undefined;
  return (v: string | Date): string => {
    const d = typeof v === 'string' ? new Date(v) : v;
    if (Number.isNaN(d.getTime())) return String(v);
    return (formato ??= new Intl.DateTimeFormat(locale, { timeZone: FUSO, ...opcoes })).format(d);
  };
}

/** "12/03/2026, 14:05" */
export const dataHora = escritoNaEmpresa('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** "12/03/2026" */
export const data = escritoNaEmpresa('pt-BR', { dateStyle: 'short' });

/** "14:05" */
export const hora = escritoNaEmpresa('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** "12/03/2026 às 14:05": two instants of one day told apart. */
export const dataEHora = (v: string | Date): string => `${data(v)} às ${hora(v)}`;

/** The instant's day in the company, "2026-03-12": two instants of one day have the same. */
export const diaNaEmpresa = escritoNaEmpresa('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The company's wall clock at instant `t` (ms), as numbers. */
function relogio(t: number) {
  const partes = (fPartes ??= new Intl.DateTimeFormat('en-US', {
    timeZone: FUSO,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })).formatToParts(new Date(t));
  const n = (tipo: Intl.DateTimeFormatPartTypes) =>
    Number(partes.find((p) => p.type === tipo)?.value);
  return {
    ano: n('year'),
    mes: n('month'),
    dia: n('day'),
    hora: n('hour'),
    minuto: n('minute'),
    segundo: n('second'),
  };
}

const dois = (n: number) => String(n).padStart(2, '0');

/** Now (or `d`) as a datetime-local field's value on the company's clock: "2026-11-30T22:30". */
export function campoNaEmpresa(d = new Date()): string {
  const r = relogio(d.getTime());
  return `${r.ano}-${dois(r.mes)}-${dois(r.dia)}T${dois(r.hora)}:${dois(r.minuto)}`;
}

/**
 * A datetime-local field's value ("2026-11-30T22:30"), read on the company's clock, as an ISO
 * instant; '' for an empty or unreadable one. The zone's distance from UTC is asked at that
 * moment, twice, so a day the clocks changed counts its own.
 */
export function instanteDoCampo(valor: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(valor);
  if (!m) return '';
  const [, a, me, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const comoSeUtc = Date.UTC(a, me - 1, d, h, mi);
  const desvio = (t: number) => {
    const r = relogio(t);
    return Date.UTC(r.ano, r.mes - 1, r.dia, r.hora, r.minuto, r.segundo) - t;
  };
  const primeiro = comoSeUtc - desvio(comoSeUtc);
  return new Date(comoSeUtc - desvio(primeiro)).toISOString();
}

/** A file name's stamp on the company's clock: "20261130-223005". */
export function carimbo(d = new Date()): string {
  const r = relogio(d.getTime());
  return `${r.ano}${dois(r.mes)}${dois(r.dia)}-${dois(r.hora)}${dois(r.minuto)}${dois(r.segundo)}`;
}
