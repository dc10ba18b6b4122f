import { FUSO } from '../../content/site';
/** Dates as the company reads them (Brasília time). */
export const dataHora = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    timeZone: FUSO,
    dateStyle: 'short',
    timeStyle: 'short',
  });

export const data = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { timeZone: FUSO });
