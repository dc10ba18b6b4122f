/**
 * Rows read on every request, kept in memory for as long as the change feed
 * (server/db/change-feed.ts) has not said their table may have changed: each cache subscribes to
 * the feed and empties itself, so it stays exact, never timed (docs/decisions/008 and 041).
 */
import { LRUCache } from 'lru-cache';
import type { NomeDoCache } from '../config.js';
import type { AppContext } from '../context.js';
import type { ChangeFeed } from './change-feed.js';

/** The caches made on each feed, for `cachedRows`. */
const porFeed = new WeakMap<ChangeFeed, Set<{ readonly size: number }>>();

/** Keys changed one by one are remembered up to this many; past it, as a change to every key. */
const CHAVES_LEMBRADAS = 10_000;

/**
 * The rows of one table, by key. Least recently used rows are dropped past the capacity. Values
 * are frozen: callers share them. Turned off (`ligado: false`), every read goes to `load`.
 *
 * `coluna`: the table's column whose value is the key (a row's `id`, the messages'
 * `atendimento_id`). A write of this process that tells which values of that column its rows
 * have (`Chaves`, change-feed.ts) drops only those keys; any other change to the table drops
 * them all. Without it, every change drops them all.
 */
export class RowCache<K extends string | number, V extends object> {
  private readonly rows: LRUCache<K, Readonly<V>>;
  /** grows whenever the table may change anywhere: a read that saw it move keeps nothing */
  private geracao = 0;
  /** per key changed alone, how often: a read of that key that saw it move keeps nothing */
  private readonly mudancas = new Map<string, number>();
  private readonly ligado: boolean;

  constructor(
    private readonly feed: ChangeFeed,
    table: string,
    opts: { capacity?: number; ligado?: boolean; coluna?: string } = {},
  ) {
    this.rows = new LRUCache({ max: opts.capacity ?? 10_000 });
    this.ligado = opts.ligado ?? true;
    if (!this.ligado) return;
    const coluna = opts.coluna;
    feed.onPossibleChange((tables, chaves) => {
      if (tables !== 'all' && !tables.has(table)) return;
      const valores = tables !== 'all' && coluna ? chaves?.get(table)?.get(coluna) : undefined;
      if (valores) {
        for (const v of valores) this.esquecer(v);
        return;
      }
      this.geracao++;
      this.mudancas.clear();
      if (this.rows.size > 0) this.rows.clear();
    });
    let caches = porFeed.get(feed);
    if (!caches) porFeed.set(feed, (caches = new Set()));
    caches.add(this);
  }

  /**
   * The row for `key`, from memory or from `load`. What `load` returns is kept only when the
   * table did not change while it ran, so a read that raced a write cannot keep the old row.
   * While the feed does not see every change (PostgreSQL's listener down), nothing is kept.
   */
  read(key: K, load: () => Promise<V>): Promise<Readonly<V>>;
  read(key: K, load: () => Promise<V | undefined>): Promise<Readonly<V> | undefined>;
  async read(key: K, load: () => Promise<V | undefined>): Promise<Readonly<V> | undefined> {
    if (!this.ligado || !this.feed.supported) return load();
    const hit = this.rows.get(key);
    if (hit) return hit;
    const geracao = this.geracao;
    const mudancas = this.mudancas.get(String(key));
    const value = await load();
    if (value && this.geracao === geracao && this.mudancas.get(String(key)) === mudancas) {
      this.rows.set(key, Object.freeze(value));
    }
    return value;
  }

  /** The row of key `v` may be changing: dropped, and a read of it under way keeps nothing. */
  private esquecer(v: unknown): void {
    const k = String(v);
    if (this.mudancas.size >= CHAVES_LEMBRADAS && !this.mudancas.has(k)) {
      // forgetting who changed: every read under way keeps nothing
      this.geracao++;
      this.mudancas.clear();
    }
    this.mudancas.set(k, (this.mudancas.get(k) ?? 0) + 1);
    // the key as the cache holds it: a number or a string
    this.rows.delete(v as K);
    this.rows.delete(k as K);
    if (k !== '' && Number.isFinite(Number(k))) this.rows.delete(Number(k) as K);
  }

  get size(): number {
    return this.rows.size;
  }
}

/** How many rows the caches made on this feed hold. */
export function cachedRows(feed: ChangeFeed): number {
  let n = 0;
  for (const c of porFeed.get(feed) ?? []) n += c.size;
  return n;
}

/**
 * One cache of `table`'s rows per app, made on first use: a feature keeps its caches to itself
 * rather than in the app's context, and every app (each test builds its own) gets caches of its
 * own database. `nome` is how CACHES_DESLIGADOS turns it off (server/config.ts).
 */
export function rowCachePorApp<K extends string | number, V extends object>(
  nome: NomeDoCache,
  table: string,
  coluna?: string,
): (ctx: AppContext) => RowCache<K, V> {
  const made = new WeakMap<AppContext, RowCache<K, V>>();
  return (ctx) => {
    let cache = made.get(ctx);
    if (!cache) {
      const ligado = !ctx.config.cachesDesligados.has(nome);
      cache = new RowCache<K, V>(ctx.dbHandle.changes, table, { ligado, coluna });
      made.set(ctx, cache);
    }
    return cache;
  };
}
