/** How the trainings' screens write days and durations. */

/** "2026-11-26" → "26/11/2026". */
export const diaBr = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '—');

/** 90 → "1 h 30 min". */
export function duracao(min: number): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}
