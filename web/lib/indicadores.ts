/** How the indicator screens write shares and months. */

/** 0.5 → "50 %"; null (nothing to measure yet) → "—". */
export const percentual = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)} %`);

/** "2026-11" → "nov. de 26". */
export function mesCurto(chave: string): string {
  const [ano, mes] = chave.split('-');
  return new Date(Number(ano), Number(mes) - 1, 15).toLocaleDateString('pt-BR', {
    month: 'short',
    year: '2-digit',
  });
}
