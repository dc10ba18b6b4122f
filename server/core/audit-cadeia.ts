/**
 * The audit chain (docs/decisions/024-auditoria-encadeada.md): every entry carries the previous
 * entry's hash and its own, an HMAC-SHA-256 with the key of server/lib/auditoria-chave.ts over its
 * content and that previous hash; a one-row head (`auditoria_cadeia`) says where the chain ends and
 * is sealed with the key too, so removing the last entries is seen like any other. Retention
 * erases the oldest entries only through a sealed cut (`cortarInicio` in server/core/fim-da-escrita.ts):
 * the head then says which hash the chain starts from and how many entries went before it, so
 * removing the first entries behind the product's back is still seen
 * (docs/decisions/053-corte-da-auditoria.md).
 *
 * The content is serialized alike on SQLite and PostgreSQL: ids as numbers (PostgreSQL may answer
 * strings), the time as ISO 8601 UTC text, absent values as null.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseDasFeatures } from '../db/index.js';
import type { SeloDaAuditoria } from '../lib/auditoria-chave.js';

type AnyDb = Kysely<DatabaseDasFeatures>;

export interface ConteudoDoRegistro {
  id: number | string;
  data_hora: string;
  usuario_id: number | string | null;
  usuario_nome: string | null;
  login: string | null;
  acao: string;
  detalhes: string;
  hash_anterior: string | null;
}

export interface Cabeca {
  ultimo_id: number | string;
  ultimo_hash: string;
  quantidade: number | string;
  /** where the chain starts after a cut ('' or absent: from its first entry) */
  inicio_hash?: string;
  /** entries erased before it by retention */
  cortados?: number | string;
}

const instante = (v: string) => {
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? String(v) : d.toISOString();
};

/** The bytes an entry's hash covers; versioned, so a later form can never be mistaken for this. */
function canonico(r: ConteudoDoRegistro): string {
  return JSON.stringify([
    'auditoria-v1',
    Number(r.id),
    instante(r.data_hora),
    r.usuario_id === null ? null : Number(r.usuario_id),
    r.usuario_nome ?? null,
    r.login ?? null,
    r.acao,
    r.detalhes,
    r.hash_anterior ?? null,
  ]);
}

const hmac = (chave: Buffer, texto: string) =>
  crypto.createHmac('sha256', chave).update(texto, 'utf8').digest('hex');

export const hashDoRegistro = (chave: Buffer, r: ConteudoDoRegistro) => hmac(chave, canonico(r));

/** The head's seal; a chain never cut keeps the first form, so heads sealed before it still hold. */
export const seloDaCabeca = (chave: Buffer, c: Cabeca) => {
  const base = [Number(c.ultimo_id), c.ultimo_hash, Number(c.quantidade)];
  const cortada = !!c.inicio_hash || Number(c.cortados ?? 0) > 0;
  return hmac(
    chave,
    JSON.stringify(
      cortada
        ? ['auditoria-cabeca-v2', ...base, c.inicio_hash ?? '', Number(c.cortados ?? 0)]
        : ['auditoria-cabeca-v1', ...base],
    ),
  );
};

export function lerCabeca(db: AnyDb) {
  return db.selectFrom('auditoria_cadeia').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Moves the head to the entry just sealed: created with the first entry. */
export async function avancarCabeca(
  trx: AnyDb,
  selo: SeloDaAuditoria,
  existe: boolean,
  nova: {
    ultimo_id: number;
    ultimo_hash: string;
    quantidade: number;
    inicio_hash?: string;
    cortados?: number;
  },
): Promise<void> {
  const completa = { ...nova, inicio_hash: nova.inicio_hash ?? '', cortados: nova.cortados ?? 0 };
  const valores = { ...completa, selo: seloDaCabeca(selo.chave(), completa) };
  if (existe) {
    await trx.updateTable('auditoria_cadeia').set(valores).where('id', '=', 1).execute();
  } else {
    await trx
      .insertInto('auditoria_cadeia')
      .values({ id: 1, ...valores, chave: selo.identificacao() })
      .execute();
  }
}

/** Refuses to go on with a key other than the one that sealed the chain so far. */
export async function conferirChave(db: AnyDb, selo: SeloDaAuditoria): Promise<void> {
  const cabeca = await lerCabeca(db);
  if (cabeca && cabeca.chave !== selo.identificacao()) {
    throw new Error(
      'A chave da auditoria não é a que selou a cadeia deste banco: use a mesma AUDITORIA_CHAVE (ou o mesmo DATA_DIR) em todas as instâncias.',
    );
  }
}

/**
 * Seals, in id order, the entries written before the chain existed (migration 0016, or a backup
 * taken before it). Does nothing once a chain exists: a row without a hash is then a forgery for
 * the verifier to name, never one to seal.
 */
export async function encadearRegistrosAntigos(db: AnyDb, selo: SeloDaAuditoria): Promise<number> {
  if (await lerCabeca(db)) return 0;
  const selado = await db
    .selectFrom('audit_log')
    .select('id')
    .where('hash', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (selado) return 0;
  let anterior = '';
  let quantidade = 0;
  let ultimo = 0;
  for (;;) {
    const lote = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', ultimo)
      .orderBy('id')
      .limit(500)
      .execute();
    for (const r of lote) {
      const hash = hashDoRegistro(selo.chave(), { ...r, hash_anterior: anterior });
      await db
        .updateTable('audit_log')
        .set({ hash_anterior: anterior, hash })
        .where('id', '=', r.id)
        .execute();
      anterior = hash;
      ultimo = Number(r.id);
      quantidade++;
    }
    if (lote.length < 500) break;
  }
  if (quantidade > 0) {
    await avancarCabeca(db, selo, false, { ultimo_id: ultimo, ultimo_hash: anterior, quantidade });
  }
  return quantidade;
}
