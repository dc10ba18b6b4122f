/**
 * The step between a right password and the second factor: a random 32-byte challenge handed to
 * the browser, kept here only as its SHA-256, for 5 minutes and one successful use.
 */
import crypto from 'node:crypto';
import { now, type Db } from '../../db/index.js';
import type { UsuarioRow } from '../../db/schema.js';

const DESAFIO_VALIDADE_MS = 5 * 60_000;

const hashDe = (desafio: string) => crypto.createHash('sha256').update(desafio).digest('base64url');

export async function criarDesafio(
  db: Db,
  user: Pick<UsuarioRow, 'id' | 'token_version'>,
): Promise<string> {
  const desafio = crypto.randomBytes(32).toString('base64url');
  // Old challenges go when a new one is made, so the table holds a few rows per user at most.
  await db.deleteFrom('desafios_login').where('expira_em', '<', now()).execute();
  await db
    .insertInto('desafios_login')
    .values({
      desafio_hash: hashDe(desafio),
      usuario_id: user.id,
      token_version: user.token_version,
      expira_em: new Date(Date.now() + DESAFIO_VALIDADE_MS).toISOString(),
      usado_em: null,
    })
    .execute();
  return desafio;
}

/** The challenge still open (not used, not expired), or undefined. */
export function desafioAberto(db: Db, desafio: string) {
  return db
    .selectFrom('desafios_login')
    .selectAll()
    .where('desafio_hash', '=', hashDe(desafio))
    .where('usado_em', 'is', null)
    .where('expira_em', '>', now())
    .executeTakeFirst();
}

/** Marks the challenge used; false when another request used it first. */
export async function encerrarDesafio(db: Db, desafio: string): Promise<boolean> {
  const r = await db
    .updateTable('desafios_login')
    .set({ usado_em: now() })
    .where('desafio_hash', '=', hashDe(desafio))
    .where('usado_em', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
