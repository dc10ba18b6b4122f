/** How the indicator screens write shares and months. */

/** 0.5 → "50 %"; null (nothing to measure yet) → "—". */
export const percentual = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)} %`);

/** "2026-11" → "nov. de 26". */
export function mesCurto(chave: string): string {
  const [ano, mes] = chave.split('-');
  // a day of that month read in UTC, as it was made: the same month on every device
  return new Date(Date.UTC(Number(ano), Number(mes) - 1, 15)).toLocaleDateString('pt-BR', {
    timeZone: 'UTC',
    month: 'short',
    year: '2-digit',
  });
}
