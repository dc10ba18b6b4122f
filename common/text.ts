/** Text as people search it: the same in every list's filter. */

/** Lower case without accents, so "joao" finds "João" and "ACAO" finds "ação". */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether `term` (trimmed, folded) is found in any of `values`; an empty term finds everything. */
export function matchesTerm(term: string, values: readonly string[]): boolean {
  const q = fold(term.trim());
  return !q || values.some((v) => fold(v).includes(q));
}
