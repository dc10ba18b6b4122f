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
import type { Database } from './schema.js';
import type { DbHandle } from './index.js';
import { encadearRegistrosAntigos } from '../core/audit-cadeia.js';

const FORMATO = 'portal-agro-backup';
const VERSAO = 1;

/** Kept only for hours and rebuilt by the product itself: not worth a backup. */
const TRANSITORIAS = new Set(['eventos', 'limites_por_endereco']);
const LOTE = 500;
const MIGRACAO_DA_CADEIA = '0016_auditoria_cadeia';
const LOTE_ARQUIVOS = 20;

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

/**
 * Hands records from a producer to a consumer, holding at most `max` between them: the snapshot's
 * transaction (a callback) writes, the backup reads, and memory stays bounded.
 */
class Canal<T> {
  private readonly fila: T[] = [];
  private acordarConsumidor: (() => void) | null = null;
  private acordarProdutor: (() => void) | null = null;
  private fim = false;
  private erro: unknown = null;

  constructor(private readonly max = 200) {}

  async por(x: T): Promise<void> {
    this.fila.push(x);
    this.acordarConsumidor?.();
    while (this.fila.length >= this.max) await new Promise<void>((r) => (this.acordarProdutor = r));
  }

  fechar(erro?: unknown): void {
    this.fim = true;
    this.erro = erro ?? null;
    this.acordarConsumidor?.();
  }

  async *ler(): AsyncGenerator<T> {
    for (;;) {
      if (this.fila.length) {
        yield this.fila.shift()!;
        if (this.fila.length < this.max / 2) this.acordarProdutor?.();
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

/** Every table's rows, in one snapshot (a read transaction; REPEATABLE READ on PostgreSQL). */
export function ler(handle: DbHandle): AsyncGenerator<Registro> {
  const canal = new Canal<Registro>();
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
        const ordem = t.chave.length ? t.chave : t.colunas;
        const lote = t.nome === 'arquivos_armazenados' ? LOTE_ARQUIVOS : LOTE;
        for (let offset = 0; ; offset += lote) {
          const cols = sql.join(t.colunas.map((c) => sql.ref(c)));
          const order = sql.join(ordem.map((c) => sql.ref(c)));
          const r = await sql<Record<string, unknown>>`
            select ${cols} from ${sql.table(t.nome)} order by ${order}
            limit ${lote} offset ${offset}`.execute(trx);
          for (const row of r.rows) await canal.por({ r: t.colunas.map((c) => codificar(row[c])) });
          total += r.rows.length;
          if (r.rows.length < lote) break;
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
 */
export async function gravar(
  handle: DbHandle,
  registros: AsyncIterable<Registro>,
  opts: { substituir?: boolean; migracaoAtual: string | null },
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
    for (const t of lista) {
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
      for (const t of [...lista].reverse())
        await sql`delete from ${sql.table(t.nome)}`.execute(trx);
    }
    let atual: { t: Tabela | undefined; colunas: string[]; lote: unknown[][] } | null = null;
    const despejar = async () => {
      if (!atual?.t || atual.lote.length === 0) return;
      const { t, colunas } = atual;
      const usar = colunas.map((c, i) => [c, i] as const).filter(([c]) => t.colunas.includes(c));
      const valores = atual.lote.map(
        (row) => sql`(${sql.join(usar.map(([, i]) => decodificar(row[i])))})`,
      );
      await sql`insert into ${sql.table(t.nome)} (${sql.join(usar.map(([c]) => sql.ref(c)))})
        values ${sql.join(valores)}`.execute(trx);
      atual.lote = [];
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
        atual = { t: destino.get(reg.tabela), colunas: reg.colunas, lote: [] };
        if (atual.t) nTabelas++;
        continue;
      }
      if ('r' in reg && atual) {
        linhas++;
        if (!atual.t) continue;
        atual.lote.push(reg.r);
        if (atual.lote.length >= (atual.t.nome === 'arquivos_armazenados' ? 5 : 200))
          await despejar();
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
  await pipeline(
    Readable.from(texto()),
    zlib.createGzip(),
    fs.createWriteStream(temporario, { mode: 0o600 }),
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
