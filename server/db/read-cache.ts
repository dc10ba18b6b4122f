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

/**
 * The rows of one table, by key. Least recently used rows are dropped past the capacity. Values
 * are frozen: callers share them. Turned off (`ligado: false`), every read goes to `load`.
 */
export class RowCache<K extends string | number, V extends object> {
  private readonly rows: LRUCache<K, Readonly<V>>;
  /** grows whenever the table may change: a read that saw it move keeps nothing */
  private geracao = 0;
  private readonly ligado: boolean;

  constructor(
    private readonly feed: ChangeFeed,
    table: string,
    opts: { capacity?: number; ligado?: boolean } = {},
  ) {
    this.rows = new LRUCache({ max: opts.capacity ?? 10_000 });
    this.ligado = opts.ligado ?? true;
    if (!this.ligado) return;
    feed.onPossibleChange((tables) => {
      if (tables !== 'all' && !tables.has(table)) return;
      this.geracao++;
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
    const value = await load();
    if (value && this.geracao === geracao) this.rows.set(key, Object.freeze(value));
    return value;
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
): (ctx: AppContext) => RowCache<K, V> {
  const made = new WeakMap<AppContext, RowCache<K, V>>();
  return (ctx) => {
    let cache = made.get(ctx);
    if (!cache) {
      const ligado = !ctx.config.cachesDesligados.has(nome);
      cache = new RowCache<K, V>(ctx.dbHandle.changes, table, { ligado });
      made.set(ctx, cache);
    }
    return cache;
  };
}
