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
/**
 * Of a table a write touched, the values its rows had in some columns, where the statement tells
 * them all (`where id = 5`, `where id in (…)`, the values inserted): column → values. A column
 * not named may hold anything.
 */
export type ChavesDaTabela = ReadonlyMap<string, ReadonlySet<unknown>>;
/** What is known of the rows a change touched, by table; a table not named changed anywhere. */
export type Chaves = ReadonlyMap<string, ChavesDaTabela>;
type Ouvinte = (tables: Tabelas, chaves?: Chaves) => void;

const POLL_INTERVAL_MS = 1;

export class ChangeFeed {
  private lastDataVersion: number | undefined;
  private polledAt = -Infinity;
  /** tables (and what is known of the rows) of the writes being run, by Kysely query id */
  private readonly pending = new WeakMap<object, { tables: Tabelas; chaves?: Chaves }>();
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

  private tell(tables: Tabelas, chaves?: Chaves): void {
    for (const fn of this.talvez) fn(tables, chaves);
    for (const fn of this.depois) fn(tables, chaves);
  }

  private mayChange(tables: Tabelas, chaves?: Chaves): void {
    for (const fn of this.talvez) fn(tables, chaves);
  }

  /**
   * Another connection committed a change to `table` (or to anything); `chave`: the values its
   * rows had in that column (PostgreSQL's notice of migration 0051, values as text).
   */
  externalChange(
    table: string | 'all',
    chave?: { coluna: string; valores: readonly string[] },
  ): void {
    if (table === 'all') return this.tell('all');
    const chaves = chave
      ? new Map([[table, new Map([[chave.coluna, new Set<unknown>(chave.valores)]])]])
      : undefined;
    this.tell(new Set([table]), chaves);
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
        const chaves = tables === 'all' ? undefined : chavesDaEscrita(node);
        this.mayChange(tables, chaves);
        this.pending.set(queryId, { tables, chaves });
      }
      return node;
    },
    transformResult: async ({
      queryId,
      result,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      const escrita = this.pending.get(queryId);
      if (escrita) this.tell(escrita.tables, escrita.chaves);
      return result;
    },
  };
}

/** Whether a statement writes nothing, as the feed reads it (a query compiled once must not). */
export const soLeitura = (node: RootOperationNode): boolean => writtenTables(node) === null;

/**
 * Tables a statement may write: null for a read, 'all' when it cannot be told. A statement writes
 * the target of its insert, update, delete or merge, and of each one in its `with` (PostgreSQL's
 * data-modifying CTEs); a table it only reads (in a subquery, a join, a `from`) is not written.
 */
function writtenTables(node: RootOperationNode): Set<string> | 'all' | null {
  if (node.kind === 'RawNode') {
    return /^\s*(select|with)\b/i.test(node.sqlFragments.join('?')) ? null : 'all';
  }
  // schema changes (migrations)
  if (!CONSULTAS.has(node.kind)) return 'all';
  const escritas = escritasDe(node);
  if (escritas.length === 0) return null;
  const tables = new Set<string>();
  for (const escrita of escritas) {
    const alvo = alvoDe(escrita);
    if (!alvo) return 'all';
    collectTables(alvo, tables);
  }
  return tables.size ? tables : 'all';
}

const CONSULTAS = new Set([
  'SelectQueryNode',
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);
const ESCRITAS = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);

type NoDeConsulta = OperationNode & {
  with?: { expressions: readonly { expression: OperationNode }[] };
  into?: OperationNode;
  table?: OperationNode;
  from?: OperationNode;
};

/** The statement's writes: those of its `with`, then itself when it is one. */
function escritasDe(node: OperationNode): NoDeConsulta[] {
  const n = node as NoDeConsulta;
  const out: NoDeConsulta[] = [];
  for (const cte of n.with?.expressions ?? []) out.push(...escritasDe(cte.expression));
  if (ESCRITAS.has(n.kind)) out.push(n);
  return out;
}

/** The part of a write that names the table(s) it writes. */
function alvoDe(escrita: NoDeConsulta): OperationNode | undefined {
  if (escrita.kind === 'UpdateQueryNode') return escrita.table;
  if (escrita.kind === 'DeleteQueryNode') return escrita.from;
  return escrita.into;
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

/** The node's `name` when it is a table (possibly aliased) of the default schema. */
function nomeDaTabela(node: OperationNode | undefined): string | undefined {
  const n = node as (OperationNode & { node?: OperationNode; table?: unknown }) | undefined;
  if (n?.kind === 'AliasNode') return nomeDaTabela(n.node);
  if (n?.kind !== 'TableNode') return undefined;
  const id = (n as { table: { schema?: unknown; identifier: { name: string } } }).table;
  return id.schema ? undefined : id.identifier.name;
}

const nomeDaColuna = (node: OperationNode): string | undefined => {
  const n = node as OperationNode & { column?: OperationNode & { column?: { name?: string } } };
  if (n.kind === 'ColumnNode') return (n as unknown as { column: { name: string } }).column.name;
  if (n.kind === 'ReferenceNode' && n.column?.kind === 'ColumnNode') return n.column.column?.name;
  return undefined;
};

/** The values of a list or a single value, when every one is a plain value; else undefined. */
function valores(node: OperationNode): unknown[] | undefined {
  const n = node as OperationNode & { value?: unknown; values?: readonly unknown[] };
  if (n.kind === 'ValueNode') return [n.value];
  if (n.kind === 'PrimitiveValueListNode') return [...(n.values ?? [])];
  if (n.kind === 'ValueListNode') {
    const out: unknown[] = [];
    for (const v of (n.values ?? []) as OperationNode[]) {
      if (v.kind !== 'ValueNode') return undefined;
      out.push((v as unknown as { value: unknown }).value);
    }
    return out;
  }
  return undefined;
}

/**
 * The columns a `where` pins to known values: each condition joined by `and` that reads
 * `column = value` or `column in (values)`. Rows the statement touches have one of those values.
 */
function colunasFixadas(where: OperationNode | undefined, into: Map<string, Set<unknown>>): void {
  const n = where as
    | (OperationNode & {
        where?: OperationNode;
        left?: OperationNode;
        right?: OperationNode;
        node?: OperationNode;
        leftOperand?: OperationNode;
        operator?: { operator?: string };
        rightOperand?: OperationNode;
      })
    | undefined;
  if (!n) return;
  if (n.kind === 'WhereNode') return colunasFixadas(n.where, into);
  if (n.kind === 'ParensNode') return colunasFixadas(n.node, into);
  if (n.kind === 'AndNode') {
    colunasFixadas(n.left, into);
    colunasFixadas(n.right, into);
    return;
  }
  if (n.kind !== 'BinaryOperationNode' || !n.leftOperand || !n.rightOperand) return;
  const op = n.operator?.operator;
  if (op !== '=' && op !== 'in') return;
  const coluna = nomeDaColuna(n.leftOperand);
  const vs = valores(n.rightOperand);
  if (!coluna || !vs) return;
  // two conditions on one column: the rows have a value both allow
  const antes = into.get(coluna);
  into.set(coluna, antes ? new Set(vs.filter((v) => antes.has(v))) : new Set(vs));
}

/**
 * What a statement tells of the rows it writes (`Chaves`), table by table: for each write in it
 * (itself, and those of its `with`), an insert's values, or the columns an update or delete pins
 * in its `where` and does not itself set, when that write is on one table with nothing around it
 * (no join, `from`, `using`, conflict clause, insert from a select). A table such a write does
 * not tell, or that two writes of the statement touch, counts as changed anywhere.
 */
export function chavesDaEscrita(node: RootOperationNode): Chaves | undefined {
  const porTabela = new Map<string, ChavesDaTabela | undefined>();
  for (const escrita of escritasDe(node)) {
    const tabelas = new Set<string>();
    collectTables(alvoDe(escrita), tabelas);
    const chaves = chavesDe(escrita as OperationNode & Record<string, unknown>);
    for (const tabela of tabelas) {
      // a table two writes touch: its rows are both writes', which neither tells alone
      const sozinha = !porTabela.has(tabela) && chaves?.[0] === tabela;
      porTabela.set(tabela, sozinha ? chaves[1] : undefined);
    }
  }
  const out = new Map<string, ChavesDaTabela>();
  for (const [tabela, colunas] of porTabela) if (colunas) out.set(tabela, colunas);
  return out.size ? out : undefined;
}

/** Of one write: its table and the columns it pins, when it tells them. */
function chavesDe(
  n: OperationNode & Record<string, unknown>,
): [string, ChavesDaTabela] | undefined {
  const colunas = new Map<string, Set<unknown>>();
  let tabela: string | undefined;
  if (n.kind === 'InsertQueryNode') {
    if (n.onConflict || n.onDuplicateKey || n.orAction || n.replace || n.ignore) return undefined;
    tabela = nomeDaTabela(n.into as OperationNode);
    const cols = ((n.columns ?? []) as OperationNode[]).map(nomeDaColuna);
    const values = n.values as (OperationNode & { values?: OperationNode[] }) | undefined;
    if (values?.kind !== 'ValuesNode') return undefined;
    cols.forEach((coluna, i) => {
      if (!coluna) return;
      const vistos = new Set<unknown>();
      for (const linha of values.values ?? []) {
        const n2 = linha as OperationNode & { values?: readonly unknown[] };
        const v =
          n2.kind === 'PrimitiveValueListNode'
            ? [n2.values?.[i]]
            : n2.kind === 'ValueListNode'
              ? valores((n2.values as OperationNode[])[i]!)
              : undefined;
        if (!v) return;
        vistos.add(v[0]);
      }
      colunas.set(coluna, vistos);
    });
  } else if (n.kind === 'UpdateQueryNode') {
    if (n.from || (n.joins as unknown[] | undefined)?.length) return undefined;
    tabela = nomeDaTabela(n.table as OperationNode);
    colunasFixadas(n.where as OperationNode, colunas);
    for (const u of (n.updates ?? []) as { column: OperationNode }[]) {
      const c = nomeDaColuna(u.column);
      if (!c) return undefined;
      colunas.delete(c);
    }
  } else if (n.kind === 'DeleteQueryNode') {
    const froms = (n.from as { froms?: OperationNode[] } | undefined)?.froms ?? [];
    if (froms.length !== 1 || n.using || (n.joins as unknown[] | undefined)?.length) {
      return undefined;
    }
    tabela = nomeDaTabela(froms[0]);
    colunasFixadas(n.where as OperationNode, colunas);
  }
  if (!tabela || colunas.size === 0) return undefined;
  return [tabela, colunas];
}
