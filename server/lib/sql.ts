/** Small SQL helpers that behave alike on SQLite and PostgreSQL. */

/** A LIKE pattern for "contains", the term's own wildcards escaped with `\\` (ESCAPE '\\'). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
