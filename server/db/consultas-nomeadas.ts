/**
 * PostgreSQL plans every unnamed statement anew, and Kysely sends only unnamed ones. For the
 * polls that is most of their cost: the ticket list's statement takes about 0.9 ms to plan and
 * 0.15 ms to run (docs/decisions/086-consultas-nomeadas.md). The single statements' pool
 * (./dois-pools.ts) therefore sends a text it has seen often as a named statement: each
 * connection parses it once, and the database keeps its plan.
 *
 * - A text is named from its third use, and at most NOMES_NO_MAXIMO texts are named in a process:
 *   the app's statements are a bounded set, but a list of ids (`in ($1, $2, …)`) gives one text per
 *   length, and each named text costs every connection of the pool a parsed statement and a plan
 *   kept by the database.
 * - A named statement whose result's columns changed since it was parsed (a migration of a newer
 *   instance, during a rolling deploy, added a column to a `select *`) is refused by the database
 *   with "cached plan must not change result type" before it runs. The statement is then sent
 *   again unnamed, and its text is never named again in this process.
 * - Transactions keep unnamed statements: a statement refused inside one ends the transaction,
 *   and it could not be sent again.
 */
import type pg from 'pg';
import { LRUCache } from 'lru-cache';

const NOMES_NO_MAXIMO = 200;
/** the use from which a text is named */
const USO_QUE_NOMEIA = 3;

/** Which texts are sent named, and by which name (one per text, never reused in a process). */
export class NomesDasConsultas {
  private readonly nomes = new Map<string, string>();
  /** how often each text not yet named was used: the most recent 500 texts */
  private readonly usos = new LRUCache<string, number>({ max: 500 });
  private readonly recusados = new Set<string>();
  private criados = 0;

  constructor(private readonly maximo = NOMES_NO_MAXIMO) {}

  /** The name to send `texto` with, or undefined to send it unnamed. */
  nomeDe(texto: string): string | undefined {
    const nome = this.nomes.get(texto);
    if (nome !== undefined) return nome;
    if (this.criados >= this.maximo || this.recusados.has(texto)) return undefined;
    const usos = (this.usos.get(texto) ?? 0) + 1;
    if (usos < USO_QUE_NOMEIA) {
      this.usos.set(texto, usos);
      return undefined;
    }
    this.usos.delete(texto);
    this.criados++;
    const novo = `portal_${this.criados}`;
    this.nomes.set(texto, novo);
    return novo;
  }

  /** `texto` is sent unnamed from now on (its plan no longer fits its result). */
  recusar(texto: string): void {
    this.nomes.delete(texto);
    this.recusados.add(texto);
  }

  get nomeados(): number {
    return this.nomes.size;
  }
}

/** PostgreSQL's code for "cached plan must not change result type" (feature_not_supported). */
const PLANO_MUDOU = '0A000';
const planoMudou = (err: unknown) =>
  (err as { code?: string })?.code === PLANO_MUDOU &&
  /cached plan must not change result type/.test((err as Error).message);

/** What Kysely's PostgreSQL driver uses of a client: its query with values, and its release. */
type ClienteDoKysely = Pick<pg.PoolClient, 'query' | 'release'>;

/**
 * The pool as Kysely's driver sees it, whose clients send the texts `nomes` names as named
 * statements. One wrapper per client, as the driver keeps its connections by client.
 */
export function poolComNomes(pool: pg.Pool, nomes: NomesDasConsultas) {
  const envoltos = new WeakMap<pg.PoolClient, ClienteDoKysely>();
  const envolver = (cliente: pg.PoolClient): ClienteDoKysely => {
    const consultar = async (texto: string, valores: unknown[]) => {
      // a text with its values, as Kysely sends a statement; anything else (a cursor) as given
      const nome =
        typeof texto === 'string' && Array.isArray(valores) ? nomes.nomeDe(texto) : undefined;
      if (nome === undefined) return cliente.query(texto, valores);
      try {
        return await cliente.query({ name: nome, text: texto, values: valores });
      } catch (err) {
        if (!planoMudou(err)) throw err;
        nomes.recusar(texto);
        return cliente.query(texto, valores);
      }
    };
    return {
      query: consultar as pg.PoolClient['query'],
      release: (err?: Error | boolean) => cliente.release(err),
    };
  };
  return {
    async connect() {
      const cliente = await pool.connect();
      let envolto = envoltos.get(cliente);
      if (!envolto) {
        envolto = envolver(cliente);
        envoltos.set(cliente, envolto);
      }
      return envolto;
    },
    end: () => pool.end(),
  };
}
