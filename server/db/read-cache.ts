/**
 * What the read caches and the live streams need: every change to the database, by table.
 *
 *  - Writes made by this process are seen by a Kysely plugin (`ChangeFeed.plugin`) on every
 *    insert, update and delete it sends, so no code path can forget to report one. A raw SQL
 *    statement other than a SELECT counts as a change to every table.
 *  - Writes made by anything else: on SQLite (the CLI, another process on the same file) through
 *    `PRAGMA data_version`, which moves when another connection commits; it is read at the start
 *    of every request (`poll`), and when it moved every table counts as changed. On PostgreSQL
 *    (other instances, the CLI) through LISTEN/NOTIFY: every table's trigger names it at commit
 *    (migration 0008) and `server/db/pg-listener.ts` hands it to `externalChange`. While that
 *    listener is not connected the feed reports itself unsupported and the caches keep nothing;
 *    once it is (again), every table counts as changed: the catch-up.
 *
 * See docs/decisions/015-eventos-ao-vivo.md.
 */
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { LRUCache } from 'lru-cache';

const POLL_INTERVAL_MS = 1;

export class ChangeFeed {
  private external = 0;
  private everything = 0;
  private readonly byTable = new Map<string, number>();
  private lastDataVersion: number | undefined;
  private polledAt = -Infinity;
  /** tables of the writes being run, by Kysely query id */
  private readonly pending = new WeakMap<object, Set<string> | 'all'>();
  /** the caches kept exact by this feed */
  private readonly caches = new Set<{ readonly size: number }>();
  /** told of every change once it has happened (the live streams' distributor) */
  private readonly listeners = new Set<(tables: ReadonlySet<string> | 'all') => void>();
  /** PostgreSQL: whether the listener hears the other connections' changes */
  private listening = false;

  /** @param dataVersion reads SQLite's change counter for other connections */
  constructor(private readonly dataVersion?: () => number) {}

  /** Whether the feed sees every change, so caches may keep what they read. */
  get supported(): boolean {
    return this.dataVersion !== undefined || this.listening;
  }

  /** `fn` is called after every change, this process's or another's; returns the unsubscribe. */
  onChange(fn: (tables: ReadonlySet<string> | 'all') => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private tell(tables: ReadonlySet<string> | 'all'): void {
    for (const fn of this.listeners) fn(tables);
  }

  /** Another connection committed a change to `table` (or to anything). */
  externalChange(table: string | 'all'): void {
    const tables = table === 'all' ? 'all' : new Set([table]);
    this.changed(tables);
    this.tell(tables);
  }

  /** PostgreSQL's listener connected (the catch-up: everything may have changed) or lost. */
  setListening(on: boolean): void {
    this.listening = on;
    if (on) this.externalChange('all');
  }

  /**
   * Looks whether another connection changed the database since the last look. The app calls it
   * at the start of every request; the database is asked at most once per millisecond (a
   * `PRAGMA data_version` costs a few microseconds, a tenth of a cached answer), so a request
   * sees every change another process committed more than a millisecond before it began.
   */
  poll(nowMs = performance.now()): void {
    if (!this.dataVersion || nowMs - this.polledAt < POLL_INTERVAL_MS) return;
    this.polledAt = nowMs;
    const v = this.dataVersion();
    if (v !== this.lastDataVersion) {
      const first = this.lastDataVersion === undefined;
      this.lastDataVersion = v;
      this.external++;
      if (!first) this.tell('all');
    }
  }

  /** How many rows the caches on this feed hold (none on PostgreSQL). */
  get cachedRows(): number {
    let n = 0;
    for (const c of this.caches) n += c.size;
    return n;
  }

  /** @internal a cache made on this feed, counted by `cachedRows` */
  track(cache: { readonly size: number }): void {
    this.caches.add(cache);
  }

  /** A number that grows whenever `table` may have changed. */
  stamp(table: string): number {
    return this.external + this.everything + (this.byTable.get(table) ?? 0);
  }

  private changed(tables: ReadonlySet<string> | 'all'): void {
    if (tables === 'all') this.everything++;
    else for (const t of tables) this.byTable.set(t, (this.byTable.get(t) ?? 0) + 1);
  }

  /**
   * The plugin to install on the Kysely instance whose writes the feed reports. A write is
   * reported before the statement runs and again once it has run, so that a read which ran in
   * between cannot keep what it saw (see `RowCache.read`).
   */
  readonly plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }: PluginTransformQueryArgs): RootOperationNode => {
      const tables = writtenTables(node);
      if (tables) {
        this.changed(tables);
        this.pending.set(queryId, tables);
      }
      return node;
    },
    transformResult: async ({
      queryId,
      result,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      const tables = this.pending.get(queryId);
      if (tables) {
        this.changed(tables);
        this.tell(tables);
      }
      return result;
    },
  };
}

/** Tables a statement may write: null for a read, 'all' when it cannot be told. */
function writtenTables(node: RootOperationNode): Set<string> | 'all' | null {
  switch (node.kind) {
    case 'SelectQueryNode':
      return null;
    case 'RawNode':
      return /^\s*(select|with)\b/i.test(node.sqlFragments.join('?')) ? null : 'all';
    case 'InsertQueryNode':
    case 'UpdateQueryNode':
    case 'DeleteQueryNode':
    case 'MergeQueryNode': {
      const tables = new Set<string>();
      collectTables(node, tables);
      return tables.size ? tables : 'all';
    }
    default:
      // schema changes (migrations)
      return 'all';
  }
}

function collectTables(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const v of value) collectTables(v, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as OperationNode & { table?: { identifier?: { name?: string } } };
  if (node.kind === 'TableNode' && node.table?.identifier?.name) {
    into.add(node.table.identifier.name);
    return;
  }
  for (const child of Object.values(node)) collectTables(child, into);
}

/**
 * Rows read on every request (the caller's account, the ticket being opened), kept in memory for
 * as long as their table has not changed by the feed. Least recently used rows are dropped past
 * the capacity. Values are frozen: callers share them.
 */
export class RowCache<K extends string | number, V extends object> {
  private readonly rows: LRUCache<K, Readonly<V>>;
  private seen = -1;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly table: string,
    capacity = 10_000,
  ) {
    this.rows = new LRUCache({ max: capacity });
    feed.track(this);
  }

  /** The current stamp of the table; empties the cache when the table changed since. */
  private current(): number {
    const stamp = this.feed.stamp(this.table);
    if (stamp !== this.seen) {
      if (this.rows.size > 0) this.rows.clear();
      this.seen = stamp;
    }
    return stamp;
  }

  /**
   * The row for `key`, from memory or from `load`. What `load` returns is kept only when the
   * table did not change while it ran, so a read that raced a write cannot keep the old row.
   */
  read(key: K, load: () => Promise<V>): Promise<Readonly<V>>;
  read(key: K, load: () => Promise<V | undefined>): Promise<Readonly<V> | undefined>;
  async read(key: K, load: () => Promise<V | undefined>): Promise<Readonly<V> | undefined> {
    if (!this.feed.supported) return load();
    const stamp = this.current();
    const hit = this.rows.get(key);
    if (hit) return hit;
    const value = await load();
    if (value && this.current() === stamp) this.rows.set(key, Object.freeze(value));
    return value;
  }

  get size(): number {
    return this.rows.size;
  }
}

/**
 * One value per change feed, made on first use: a feature keeps its caches here rather than in
 * the app's context, and every app (each test builds its own) gets caches of its own database.
 */
export function perFeed<T>(make: (feed: ChangeFeed) => T): (feed: ChangeFeed) => T {
  const made = new WeakMap<ChangeFeed, T>();
  return (feed) => {
    let value = made.get(feed);
    if (value === undefined) {
      value = make(feed);
      made.set(feed, value);
    }
    return value;
  };
}
