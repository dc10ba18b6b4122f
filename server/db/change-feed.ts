/**
 * What changed in the database, by table, on both databases: the doorbell of the live streams
 * (server/features/eventos/distribuidor.ts), of the e-mail sender and of the read caches
 * (server/db/read-cache.ts), which each subscribe to it. It keeps nothing of what it reports.
 *
 *  - Writes made by this process are seen by a Kysely plugin (`ChangeFeed.plugin`) on every
 *    insert, update and delete it sends, so no code path can forget to report one. A raw SQL
 *    statement other than a SELECT counts as a change to every table.
 *  - Writes made by anything else: on SQLite (the CLI, another process on the same file) through
 *    `PRAGMA data_version`, which moves when another connection commits; it is read at the start
 *    of every request (`poll`), and when it moved every table counts as changed. On PostgreSQL
 *    (other instances, the CLI) through LISTEN/NOTIFY: every table's trigger names it at commit
 *    (migration 0008) and `server/db/pg-listener.ts` hands it to `externalChange`. While that
 *    listener is not connected the feed reports itself unsupported (it does not see every
 *    change); once it is (again), every table counts as changed: the catch-up.
 *
 * See docs/decisions/015-eventos-ao-vivo.md and docs/decisions/041-feed-e-caches.md.
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

/** The tables a change touched, or 'all' when it cannot be told. */
export type Tabelas = ReadonlySet<string> | 'all';
type Ouvinte = (tables: Tabelas) => void;

const POLL_INTERVAL_MS = 1;

export class ChangeFeed {
  private lastDataVersion: number | undefined;
  private polledAt = -Infinity;
  /** tables of the writes being run, by Kysely query id */
  private readonly pending = new WeakMap<object, Set<string> | 'all'>();
  /** told once a change has happened (the live streams' distributor, the e-mail sender) */
  private readonly depois = new Set<Ouvinte>();
  /** told whenever tables may be changing: before a write of this process runs, and after */
  private readonly talvez = new Set<Ouvinte>();
  /** PostgreSQL: whether the listener hears the other connections' changes */
  private listening = false;

  /** @param dataVersion reads SQLite's change counter for other connections */
  constructor(private readonly dataVersion?: () => number) {}

  /** Whether the feed sees every change (SQLite always; PostgreSQL while its listener is up). */
  get supported(): boolean {
    return this.dataVersion !== undefined || this.listening;
  }

  /** `fn` is called after every change, this process's or another's; returns the unsubscribe. */
  onChange(fn: Ouvinte): () => void {
    this.depois.add(fn);
    return () => this.depois.delete(fn);
  }

  /**
   * `fn` is called whenever tables may be changing: before each write of this process is sent
   * and again once it has run, when another connection's change is heard, and when the feed
   * (re)starts seeing every change. What a reader read before any of these calls may be old.
   * Returns the unsubscribe.
   */
  onPossibleChange(fn: Ouvinte): () => void {
    this.talvez.add(fn);
    return () => this.talvez.delete(fn);
  }

  private tell(tables: Tabelas): void {
    for (const fn of this.talvez) fn(tables);
    for (const fn of this.depois) fn(tables);
  }

  private mayChange(tables: Tabelas): void {
    for (const fn of this.talvez) fn(tables);
  }

  /** Another connection committed a change to `table` (or to anything). */
  externalChange(table: string | 'all'): void {
    this.tell(table === 'all' ? 'all' : new Set([table]));
  }

  /** PostgreSQL's listener connected (the catch-up: everything may have changed) or lost. */
  setListening(on: boolean): void {
    this.listening = on;
    if (on) this.externalChange('all');
  }

  /**
   * Looks whether another connection changed the database since the last look. The app calls it
   * at the start of every request; the database is asked at most once per millisecond (a
   * `PRAGMA data_version` costs a few microseconds), so a request sees every change another
   * process committed more than a millisecond before it began. The first look has nothing to
   * compare with: what was read before it may be old, but nothing is known to have happened.
   */
  poll(nowMs = performance.now()): void {
    if (!this.dataVersion || nowMs - this.polledAt < POLL_INTERVAL_MS) return;
    this.polledAt = nowMs;
    const v = this.dataVersion();
    if (v !== this.lastDataVersion) {
      const first = this.lastDataVersion === undefined;
      this.lastDataVersion = v;
      if (first) this.mayChange('all');
      else this.tell('all');
    }
  }

  /**
   * The plugin to install on the Kysely instance whose writes the feed reports. A write is
   * reported as possible before the statement runs and as done once it has run, so that a read
   * which ran in between cannot keep what it saw (see `RowCache.read`).
   */
  readonly plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }: PluginTransformQueryArgs): RootOperationNode => {
      const tables = writtenTables(node);
      if (tables) {
        this.mayChange(tables);
        this.pending.set(queryId, tables);
      }
      return node;
    },
    transformResult: async ({
      queryId,
      result,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      const tables = this.pending.get(queryId);
      if (tables) this.tell(tables);
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
