/**
 * The order a case reads in, on the staff's screen and the reporter's (docs/product/ouvidoria-ameacas.md,
 * "A ordem não conta nada"): by hour; within an hour, every entry of the staff first, by its time,
 * then the reporter's, by their own count in the case (`ordem`). A reporter's entry is kept to its
 * hour, so where it falls among the staff's entries of that hour must tell nothing: placed after
 * all of them, it is never listed above a staff message it answers, and its place is the same
 * whether it was written at the hour's first minute or its last.
 */
const HORA_MS = 60 * 60 * 1000;

interface Entrada {
  denunciante: boolean;
  em: string | Date;
  ordem: number;
}

/** hour, the staff's before the reporter's, then the staff's time (the reporter's is the hour), then the count */
function chave(e: Entrada): number[] {
  const t = new Date(e.em).getTime();
  return [Math.floor(t / HORA_MS), e.denunciante ? 1 : 0, e.denunciante ? 0 : t, e.ordem];
}

const comparar = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

/** `linhas` in the case's order (a new array); `entrada` says who wrote each, when and its count. */
export function emOrdemDoCaso<T>(linhas: readonly T[], entrada: (l: T) => Entrada): T[] {
  return linhas
    .map((l) => ({ l, k: chave(entrada(l)) }))
    .sort((a, b) => comparar(a.k, b.k))
    .map(({ l }) => l);
}
