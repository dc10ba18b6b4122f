/** True when the error is a unique-constraint violation on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

const codigo = (err: unknown) => (err as { code?: unknown } | null)?.code;
const mensagem = (err: unknown) => String((err as { message?: unknown } | null)?.message ?? '');

/** The database could not write for lack of disk space (SQLite's SQLITE_FULL, PostgreSQL's 53100). */
export function isDiskFull(err: unknown): boolean {
  const c = codigo(err);
  return c === 'SQLITE_FULL' || c === '53100';
}

/**
 * The database is away, slow or stopping, not the request at fault: a connection lost or refused,
 * a statement or lock wait past its limit (server/app.ts, LIMITE_CONSULTA_MS), a backend
 * terminated, SQLite's lock held past its busy timeout. Answered 503: try again.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const c = codigo(err);
  if (typeof c === 'string') {
    // PostgreSQL: query_canceled (statement_timeout), lock_not_available (lock_timeout),
    // operator intervention (57P01–57P05), connection exceptions (08…), too many connections
    if (['57014', '55P03', '53300'].includes(c) || /^57P0\d$/.test(c) || /^08/.test(c)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(c)) return true;
    if (c.startsWith('SQLITE_BUSY')) return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended/i.test(
    mensagem(err),
  );
}
