/**
 * A read built and compiled once, then sent each time with its own values
 * (docs/decisions/090-consultas-prontas.md). Kysely builds a query's tree and compiles it to SQL
 * anew on every call; for the reads every first visit makes (the owner's ticket list, a ticket
 * with its chat's version) that costs more of the server's CPU than the database takes to answer
 * them. Here `montar` runs once per database dialect, with a stand-in for each of its values; the
 * SQL it compiles to is kept, and each call sends that SQL with the stand-ins replaced by the
 * call's values.
 *
 * What `montar` may do with its values is only pass them to Kysely as values: a stand-in turned
 * into a number or a string (arithmetic, a comparison, a template) throws, and one that does not
 * reach the SQL (used only to choose between two queries) is refused when it is first compiled;
 * a test of a stand-in that converts nothing (`if (x)`, `x === null`) cannot be caught, so
 * `montar` must not test its values at all.
 * Whatever else it puts in the query (a constant, a column) is kept from that first build, so
 * it must not read the clock or anything else that changes. Only reads: a write must pass
 * through the change feed's plugin (./change-feed.ts) on every execution.
 */
import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import type { DialectAdapter } from 'kysely';
import { soLeitura } from './change-feed.js';
import type { Db } from './index.js';

/** The stand-in for the value at `posicao` while the query is built. */
class Substituto {
  constructor(readonly posicao: number) {}
  [Symbol.toPrimitive](): never {
    throw new Error(
      `consulta pronta: o valor ${this.posicao + 1} foi usado para montar a consulta, não como valor`,
    );
  }
}

interface Compilada {
  sql: string;
  query: CompiledQuery['query'];
  /** the parameters as compiled, stand-ins included */
  parametros: readonly unknown[];
  /** for each parameter that is a value of the call: [the parameter's index, the value's] */
  trocas: readonly (readonly [number, number])[];
}

/**
 * `montar` compiled once per dialect; the function answers the rows of the query with `valores`.
 * The number of values is `montar`'s parameters after `db` (no defaults, no rest): a call with
 * another number is refused.
 */
export function consultaPronta<V extends readonly unknown[], R>(
  montar: (db: Db, ...valores: V) => Compilable<R>,
): (db: Db, ...valores: V) => Promise<R[]> {
  const quantos = montar.length - 1;
  const porDialeto = new WeakMap<DialectAdapter, Compilada>();
  const compilar = (db: Db): Compilada => {
    const substitutos = Array.from({ length: quantos }, (_, i) => new Substituto(i));
    const { sql, query, parameters } = montar(db, ...(substitutos as unknown as V)).compile();
    // a select with a data-modifying `with` writes too: the feed's own reading decides
    if (query.kind !== 'SelectQueryNode' || !soLeitura(query)) {
      throw new Error('consulta pronta: só leituras (uma escrita passa pelo plugin do feed)');
    }
    const trocas: [number, number][] = [];
    parameters.forEach((p, i) => {
      if (p instanceof Substituto) trocas.push([i, p.posicao]);
    });
    for (const s of substitutos) {
      if (!trocas.some(([, v]) => v === s.posicao)) {
        throw new Error(`consulta pronta: o valor ${s.posicao + 1} não chegou à consulta`);
      }
    }
    return { sql, query, parametros: parameters, trocas };
  };
  return async (db, ...valores) => {
    // a value `montar` does not take (after a parameter with a default) would be dropped unseen
    if (valores.length !== quantos) {
      throw new Error(`consulta pronta: ${valores.length} valores para ${quantos} lugares`);
    }
    const adaptador = db.getExecutor().adapter;
    let c = porDialeto.get(adaptador);
    if (!c) porDialeto.set(adaptador, (c = compilar(db)));
    const parameters = c.parametros.slice();
    for (const [i, v] of c.trocas) parameters[i] = valores[v];
    const compilada: CompiledQuery<R> = {
      sql: c.sql,
      query: c.query,
      parameters,
      queryId: createQueryId(),
    };
    return (await db.executeQuery(compilada)).rows;
  };
}
