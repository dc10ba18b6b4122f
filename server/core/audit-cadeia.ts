/**
 * The audit chain (docs/decisions/024-auditoria-encadeada.md): every entry carries the previous
 * entry's hash and its own, an HMAC-SHA-256 with the key of server/lib/auditoria-chave.ts over its
 * content and that previous hash; a one-row head (`auditoria_cadeia`) says where the chain ends and
 * is sealed with the key too, so removing the last entries is seen like any other.
 *
 * The content is serialized alike on SQLite and PostgreSQL: ids as numbers (PostgreSQL may answer
 * strings), the time as ISO 8601 UTC text, absent values as null.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SeloDaAuditoria } from '../lib/auditoria-chave.js';

type AnyDb = Kysely<Database>;

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

export const seloDaCabeca = (chave: Buffer, c: Cabeca) =>
  hmac(
    chave,
    JSON.stringify([
      'auditoria-cabeca-v1',
      Number(c.ultimo_id),
      c.ultimo_hash,
      Number(c.quantidade),
    ]),
  );

export function lerCabeca(db: AnyDb) {
  return db.selectFrom('auditoria_cadeia').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Moves the head to the entry just sealed: created with the first entry. */
export async function avancarCabeca(
  trx: AnyDb,
  selo: SeloDaAuditoria,
  existe: boolean,
  nova: { ultimo_id: number; ultimo_hash: string; quantidade: number },
): Promise<void> {
  const valores = { ...nova, selo: seloDaCabeca(selo.chave(), nova) };
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
