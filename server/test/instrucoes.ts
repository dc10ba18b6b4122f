/**
 * The statements an app sends outside transactions, watched by the tests that count them or act in
 * the middle of one (how many statements a request costs, a write racing a read).
 */
import type { CompiledQuery, QueryResult } from 'kysely';
import type { Db } from '../db/index.js';

/**
 * Watches the statements `db` sends outside transactions: `ao` is called with each one's SQL as it
 * is sent; `durante.faz` runs once, after the first statement for which `durante.quando` answers
 * true has run and before that statement returns. Answers how to stop watching.
 */
export function espiarInstrucoes(
  db: Db,
  ao: (sql: string) => void,
  durante?: { quando: (sql: string) => boolean; faz: () => Promise<void> },
): () => void {
  const executor = db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  let feito = false;
  executor.executeQuery = async <R>(q: CompiledQuery<R>): Promise<QueryResult<R>> => {
    ao(q.sql);
    const resultado = await original<R>(q);
    if (durante && !feito && durante.quando(q.sql)) {
      feito = true;
      await durante.faz();
    }
    return resultado;
  };
  return () => void (executor.executeQuery = original);
}
