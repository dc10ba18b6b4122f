/**
 * Backups and moving between databases (docs/product/operacao.md, docs/decisions/021-backups.md):
 * every table of the product, files included (they are rows: decision 020), read in one snapshot
 * while the server runs, as a stream of records; written gzip'ed as JSON lines by `backup`, read
 * back by `restaurar`, or piped straight into another database by `migrar-banco`.
 *
 * The same records whichever the database: timestamps as ISO text, bytes as base64.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { DbHandle } from '../db/index.js';
import { encadearRegistrosAntigos } from '../core/audit-cadeia.js';
import { INSTANCIA_VIVA_MS, instanciasVivas } from '../core/instancias.js';

const FORMATO = 'portal-agro-backup';
const VERSAO = 1;

/**
 * Tables a migration fills with the product's own first rows (0050: the site's gallery as the
 * build shipped it), so a new database holds them before any restore. They do not make a
 * database "already in use"; a backup that brings rows for one replaces them, one from before
 * the migration (none to bring) keeps them.
 */
const SEMEADAS = new Set(['site_galeria']);
/**
 * Kept only for hours and rebuilt by the product itself, or about the running processes
 * (`instancias`): not worth a backup, and left as they are by a restore. The reporter routes'
 * counts (`limites_anonimos`) must never reach a backup at all; the failed sign-ins' counts
 * (`login_throttle`) hold client addresses in clear and last minutes, so a backup holds no
 * client address (docs/product/operacao.md, "What a backup holds of personal data").
 */
const TRANSITORIAS = new Set([
  'eventos',
  'limites_por_endereco',
  'limites_anonimos',
  'login_throttle',
  'instancias',
  // the last backup's time (server/operacao/marcos.ts): a restore does not turn it back
  'marcos_de_operacao',
]);
const LOTE = 500;
const MIGRACAO_DA_CADEIA = '0016_auditoria_cadeia';
const LOTE_BYTES_AO_GRAVAR = 8 * 1024 * 1024;
/** files are read one by one: each may be 10 MiB */
const LOTE_ARQUIVOS = 1;

export type Registro =
  | { formato: string; versao: number; migracao: string | null; criado_em: string }
  | { tabela: string; colunas: string[] }
  | { r: unknown[] }
  | { fim: true; linhas: number };

export class ErroDeOperacao extends Error {}

type AnyDb = Kysely<Database>;

interface Tabela {
  nome: string;
  colunas: string[];
  chave: string[];
  depende: string[];
}

/** The product's tables, each after those it refers to. */
async function tabelas(handle: DbHandle, com: AnyDb = handle.db): Promise<Tabela[]> {
  const db = com as unknown as Kysely<unknown>;
  const out: Tabela[] = [];
  if (handle.dialect === 'postgres') {
    const ts = await sql<{ t: string }>`
      select tablename as t from pg_tables where schemaname = current_schema()`.execute(db);
    for (const { t } of ts.rows) {
      const cols = await sql<{ c: string }>`
        select column_name as c from information_schema.columns
        where table_schema = current_schema() and table_name = ${t} order by ordinal_position`.execute(
        db,
      );
      const pk = await sql<{ c: string }>`
        select a.attname as c from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = (quote_ident(current_schema()) || '.' || quote_ident(${t}))::regclass
          and i.indisprimary`.execute(db);
      const fks = await sql<{ r: string }>`
        select distinct ccu.table_name as r
        from information_schema.table_constraints tc
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
          and tc.table_name = ${t}`.execute(db);
      out.push({
        nome: t,
        colunas: cols.rows.map((r) => r.c),
        chave: pk.rows.map((r) => r.c),
        depende: fks.rows.map((r) => r.r).filter((r) => r !== t),
      });
    }
  } else {
    const sqlite = handle.sqlite!;
    const ts = sqlite
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
      .pluck()
      .all() as string[];
    for (const t of ts) {
      const info = sqlite.prepare(`pragma table_info("${t}")`).all() as {
        name: string;
        pk: number;
      }[];
      const fks = sqlite.prepare(`pragma foreign_key_list("${t}")`).all() as { table: string }[];
      out.push({
        nome: t,
        colunas: info.map((c) => c.name),
        chave: info
          .filter((c) => c.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name),
        depende: [...new Set(fks.map((f) => f.table))].filter((r) => r !== t),
      });
    }
  }
  const doProduto = out.filter((t) => !t.nome.startsWith('kysely_') && !TRANSITORIAS.has(t.nome));
  // each table after those it refers to
  const ordem: Tabela[] = [];
  const feitas = new Set<string>();
  let resto = doProduto;
  while (resto.length) {
    const prontas = resto.filter((t) =>
      t.depende.every((d) => feitas.has(d) || !resto.some((r) => r.nome === d)),
    );
    if (prontas.length === 0) throw new Error('referências circulares entre tabelas');
    for (const t of prontas.sort((a, b) => a.nome.localeCompare(b.nome))) {
      ordem.push(t);
      feitas.add(t.nome);
    }
    resto = resto.filter((t) => !feitas.has(t.nome));
  }
  return ordem;
}

async function ultimaMigracao(db: AnyDb): Promise<string | null> {
  try {
    const r = await sql<{ name: string }>`
      select name from kysely_migration order by name desc limit 1`.execute(db);
    return r.rows[0]?.name ?? null;
  } catch {
    return null;
  }
}

const codificar = (v: unknown): unknown =>
  Buffer.isBuffer(v) || v instanceof Uint8Array
    ? { $b64: Buffer.from(v).toString('base64') }
    : v instanceof Date
      ? v.toISOString()
      : v;
const decodificar = (v: unknown): unknown =>
  v && typeof v === 'object' && '$b64' in v
    ? Buffer.from((v as { $b64: string }).$b64, 'base64')
    : v;

/** About how much memory a record holds: its text (a file's base64 is nearly all of it). */
function peso(reg: Registro): number {
  if (!('r' in reg)) return 64;
  let n = 64;
  for (const v of reg.r) {
    if (typeof v === 'string') n += v.length;
    else if (v && typeof v === 'object' && '$b64' in v) n += (v as { $b64: string }).$b64.length;
    else n += 16;
  }
  return n;
}

/** What a backup holds in memory between the snapshot and the file, at most. */
export const LIMITE_EM_MEMORIA = 16 * 1024 * 1024;

/**
 * Hands records from a producer to a consumer, holding at most `max` records and about
 * `maxBytes` between them (always at least one): the snapshot's transaction (a callback)
 * writes, the backup reads, and memory stays bounded however many and however large the files.
 */
class Canal<T> {
  private readonly fila: { x: T; peso: number }[] = [];
  private bytes = 0;
  private acordarConsumidor: (() => void) | null = null;
  private acordarProdutor: (() => void) | null = null;
  private fim = false;
  private erro: unknown = null;
  constructor(
    private readonly pesar: (x: T) => number,
    private readonly maxBytes: number,
    /** the most it held at once, in `pesar`'s units */
    private readonly medidas = { maiorCarga: 0 },
    private readonly max = 200,
  ) {}

  private cheio(): boolean {
    return this.fila.length >= this.max || this.bytes >= this.maxBytes;
  }

  async por(x: T): Promise<void> {
    // wait for room first, so what is held never goes past the limit by more than one record
    while (this.fila.length > 0 && this.cheio()) {
      await new Promise<void>((r) => (this.acordarProdutor = r));
    }
    const p = this.pesar(x);
    this.fila.push({ x, peso: p });
    this.bytes += p;
    this.medidas.maiorCarga = Math.max(this.medidas.maiorCarga, this.bytes);
    this.acordarConsumidor?.();
  }

  fechar(erro?: unknown): void {
    this.fim = true;
    this.erro = erro ?? null;
    this.acordarConsumidor?.();
  }

  async *ler(): AsyncGenerator<T> {
    for (;;) {
      if (this.fila.length) {
        const { x, peso } = this.fila.shift()!;
        this.bytes -= peso;
        if (!this.cheio()) this.acordarProdutor?.();
        yield x;
        continue;
      }
      if (this.fim) {
        if (this.erro) throw this.erro;
        return;
      }
      await new Promise<void>((r) => (this.acordarConsumidor = r));
    }
  }
}

/**
 * Every table's rows, in one snapshot (a read transaction; REPEATABLE READ on PostgreSQL). Rows
 * are read in pages after the last key seen; files one at a time, so memory holds about
 * `limiteBytes` and one file, whatever the files' total. `medidas` learns the most held at once.
 */
export function ler(
  handle: DbHandle,
  opts: { limiteBytes?: number; medidas?: { maiorCarga: number } } = {},
): AsyncGenerator<Registro> {
  const canal = new Canal<Registro>(peso, opts.limiteBytes ?? LIMITE_EM_MEMORIA, opts.medidas);
  const tx = handle.db.transaction();
  let total = 0;
  void (
    handle.dialect === 'postgres'
      ? tx.setIsolationLevel('repeatable read').setAccessMode('read only')
      : tx
  )
    .execute(async (trx) => {
      // the first read starts the snapshot; the table list is read inside it
      await canal.por({
        formato: FORMATO,
        versao: VERSAO,
        migracao: await ultimaMigracao(trx as unknown as AnyDb),
        criado_em: new Date().toISOString(),
      });
      for (const t of await tabelas(handle, trx as unknown as AnyDb)) {
        await canal.por({ tabela: t.nome, colunas: t.colunas });
        const lote = t.nome === 'arquivos_armazenados' ? LOTE_ARQUIVOS : LOTE;
        const cols = sql.join(t.colunas.map((c) => sql.ref(c)));
        // one key: the next page starts after the last key read (an offset would re-read the
        // pages before it); otherwise, by offset
        const chave = t.chave.length === 1 ? t.chave[0]! : null;
        const order = sql.join((t.chave.length ? t.chave : t.colunas).map((c) => sql.ref(c)));
        let depois: unknown = undefined;
        for (let offset = 0; ; offset += lote) {
          const r = await (
            chave
              ? sql<Record<string, unknown>>`
                select ${cols} from ${sql.table(t.nome)}
                ${depois === undefined ? sql`` : sql`where ${sql.ref(chave)} > ${depois}`}
                order by ${sql.ref(chave)} limit ${lote}`
              : sql<Record<string, unknown>>`
                select ${cols} from ${sql.table(t.nome)} order by ${order}
                limit ${lote} offset ${offset}`
          ).execute(trx);
          const n = r.rows.length;
          if (chave && n) depois = r.rows[n - 1]![chave];
          for (let i = 0; i < n; i++) {
            const row = r.rows[i]!;
            // let go of a file's bytes as soon as its record is made
            r.rows[i] = {};
            await canal.por({ r: t.colunas.map((c) => codificar(row[c])) });
          }
          total += n;
          if (n < lote) break;
        }
      }
      await canal.por({ fim: true, linhas: total });
    })
    .then(
      () => canal.fechar(),
      (err: unknown) => canal.fechar(err),
    );
  return canal.ler();
}

/**
 * Writes the records into `handle`'s database, migrated to this version first. A database that
 * holds any row is refused unless `substituir`, which empties it first; all in one transaction.
 * A database a server is using (server/core/instancias.ts) is refused unless `forcar`.
 */
export async function gravar(
  handle: DbHandle,
  registros: AsyncIterable<Registro>,
  opts: { substituir?: boolean; migracaoAtual: string | null; forcar?: boolean },
): Promise<{ tabelas: number; linhas: number }> {
  const it = registros[Symbol.asyncIterator]();
  const primeiro = (await it.next()).value as Registro | undefined;
  if (!primeiro || !('formato' in primeiro) || primeiro.formato !== FORMATO) {
    throw new ErroDeOperacao('O arquivo não é um backup do Portal.');
  }
  if (primeiro.versao > VERSAO) {
    throw new ErroDeOperacao(
      'Este backup foi feito por uma versão mais nova do Portal; atualize-o antes.',
    );
  }
  if (primeiro.migracao && opts.migracaoAtual && primeiro.migracao > opts.migracaoAtual) {
    throw new ErroDeOperacao(
      `Este backup tem dados de uma versão mais nova do Portal (migração ${primeiro.migracao}); atualize-o antes.`,
    );
  }
  const lista = await tabelas(handle);
  const destino = new Map(lista.map((t) => [t.nome, t]));
  let linhas = 0;
  let nTabelas = 0;
  await handle.db.transaction().execute(async (trx) => {
    // First hold the instances' table, so none starts or is seen again until this commits: on
    // PostgreSQL a lock their writes wait on, on SQLite the write lock a first write takes.
    if (handle.dialect === 'postgres') {
      await sql`lock table ${sql.table('instancias')} in share mode`.execute(trx);
    } else {
      await trx
        .deleteFrom('instancias')
        .where('vista_em', '<', new Date(Date.now() - INSTANCIA_VIVA_MS).toISOString())
        .execute();
    }
    const vivas = await instanciasVivas(trx);
    if (vivas.length && !opts.forcar) {
      const i = vivas[0]!;
      const ha = Math.max(0, Math.round((Date.now() - new Date(i.vista_em).getTime()) / 1000));
      throw new ErroDeOperacao(
        `Há ${vivas.length === 1 ? 'uma instância' : `${vivas.length} instâncias`} do Portal usando este banco ` +
          `(${i.maquina}, processo ${i.pid}, ativa há ${ha} s). Pare o servidor antes de restaurar: ` +
          `com ele rodando, o que ele gravar durante a restauração se perde e ele continua servindo os dados antigos. ` +
          `Uma instância encerrada à força deixa de contar em ${INSTANCIA_VIVA_MS / 1000} s; ` +
          `use --forcar só se tiver certeza de que nenhuma está rodando.`,
      );
    }
    for (const t of lista.filter((t) => !SEMEADAS.has(t.nome))) {
      const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(t.nome)}`.execute(
        trx,
      );
      if (Number(r.rows[0]?.n ?? 0) > 0) {
        if (!opts.substituir) {
          throw new ErroDeOperacao(
            `O banco de destino já tem dados (tabela ${t.nome}). Use --substituir para apagá-los antes de restaurar.`,
          );
        }
      }
    }
    if (opts.substituir) {
      for (const t of [...lista].reverse()) {
        if (!SEMEADAS.has(t.nome)) await sql`delete from ${sql.table(t.nome)}`.execute(trx);
      }
    }
    let atual: {
      t: Tabela | undefined;
      colunas: string[];
      lote: unknown[][];
      bytes: number;
    } | null = null;
    const substituidas = new Set<string>();
    const despejar = async () => {
      if (!atual?.t || atual.lote.length === 0) return;
      const { t, colunas } = atual;
      // the backup brings this table's rows: they replace a migration's first ones
      if (SEMEADAS.has(t.nome) && !substituidas.has(t.nome)) {
        substituidas.add(t.nome);
        await sql`delete from ${sql.table(t.nome)}`.execute(trx);
      }
      const usar = colunas.map((c, i) => [c, i] as const).filter(([c]) => t.colunas.includes(c));
      const valores = atual.lote.map(
        (row) => sql`(${sql.join(usar.map(([, i]) => decodificar(row[i])))})`,
      );
      await sql`insert into ${sql.table(t.nome)} (${sql.join(usar.map(([c]) => sql.ref(c)))})
        values ${sql.join(valores)}`.execute(trx);
      atual.lote = [];
      atual.bytes = 0;
    };
    for (;;) {
      const { value, done } = await it.next();
      if (done) throw new ErroDeOperacao('O backup está incompleto (terminou antes do fim).');
      const reg = value as Registro;
      if ('fim' in reg) {
        await despejar();
        if (reg.linhas !== linhas) throw new ErroDeOperacao('O backup está incompleto.');
        break;
      }
      if ('tabela' in reg) {
        await despejar();
        atual = { t: destino.get(reg.tabela), colunas: reg.colunas, lote: [], bytes: 0 };
        if (atual.t) nTabelas++;
        continue;
      }
      if ('r' in reg && atual) {
        linhas++;
        if (!atual.t) continue;
        atual.lote.push(reg.r);
        atual.bytes += peso(reg);
        // a few files at most in one insert, so memory stays bounded as the backup's did
        if (atual.lote.length >= 200 || atual.bytes >= LOTE_BYTES_AO_GRAVAR) await despejar();
      }
    }
    // a backup from before the audit chain (migration 0016): its entries are chained as the
    // migration would have; a newer one carries its chain as it was, to verify after the restore
    if (!primeiro.migracao || primeiro.migracao < MIGRACAO_DA_CADEIA) {
      await encadearRegistrosAntigos(trx, handle.auditoria);
    }
    if (handle.dialect === 'postgres') {
      for (const t of lista) {
        if (!t.colunas.includes('id')) continue;
        // only serial ids have a sequence to move on (`sessoes.id` is random text)
        const seq = await sql<{ s: string | null }>`
          select pg_get_serial_sequence(${t.nome}, 'id') as s`.execute(trx);
        if (!seq.rows[0]?.s) continue;
        await sql`select setval(pg_get_serial_sequence(${t.nome}, 'id'),
          coalesce((select max(id) from ${sql.table(t.nome)}), 1),
          (select max(id) from ${sql.table(t.nome)}) is not null)`.execute(trx);
      }
    }
  });
  return { tabelas: nTabelas, linhas };
}

/** Writes the records to `caminho` as gzip'ed JSON lines; answers how many rows. */
export async function escreverArquivo(
  registros: AsyncIterable<Registro>,
  caminho: string,
): Promise<number> {
  let linhas = 0;
  async function* texto() {
    for await (const r of registros) {
      if ('fim' in r) linhas = r.linhas;
      yield `${JSON.stringify(r)}\n`;
    }
  }
  const temporario = `${caminho}.parcial`;
  // A new file, readable by its owner only: what a cut backup left under that name (or a link
  // someone put there) is removed, never written through nor its mode kept; `wx` refuses a name
  // that came back meanwhile.
  await fs.promises.rm(temporario, { force: true });
  await pipeline(
    // one record at a time: a file's record is megabytes of text
    Readable.from(texto(), { highWaterMark: 1 }),
    zlib.createGzip(),
    fs.createWriteStream(temporario, { flags: 'wx', mode: 0o600 }),
  );
  // a backup that failed half-way never takes the name of a good one
  await fs.promises.rename(temporario, caminho);
  return linhas;
}

/** The records of a backup file. */
export async function* lerArquivo(caminho: string): AsyncGenerator<Registro> {
  if (!fs.existsSync(caminho)) throw new ErroDeOperacao(`Arquivo não encontrado: ${caminho}`);
  const entrada = fs.createReadStream(caminho).pipe(zlib.createGunzip());
  const linhas = readline.createInterface({ input: entrada, crlfDelay: Infinity });
  try {
    for await (const linha of linhas) {
      if (!linha) continue;
      yield JSON.parse(linha) as Registro;
    }
  } catch (err) {
    if (err instanceof SyntaxError || (err as { code?: string }).code?.startsWith('Z_')) {
      throw new ErroDeOperacao('O arquivo não é um backup do Portal (ou está corrompido).');
    }
    throw err;
  }
}

export { ultimaMigracao };
