/**
 * The challenges of passkeys (docs/decisions/073-chaves-de-acesso.md): the random value the
 * browser's authenticator signs, handed out with the options and kept here only as its SHA-256,
 * for 5 minutes and one use, in the database, so that whichever instance receives the answer
 * accepts it. A registration's challenge belongs to the person who asked for it.
 */
import crypto from 'node:crypto';
import { now, type Db } from '../../db/index.js';

export const DESAFIO_PASSKEY_VALIDADE_MS = 5 * 60_000;

const hashDe = (desafio: string) => crypto.createHash('sha256').update(desafio).digest('base64url');

export async function guardarDesafio(
  db: Db,
  desafio: string,
  tipo: 'registro' | 'login',
  usuarioId: number | null,
): Promise<void> {
  // Old challenges go when a new one is made, so the table holds a few minutes' worth at most.
  await db.deleteFrom('desafios_passkey').where('expira_em', '<', now()).execute();
  await db
    .insertInto('desafios_passkey')
    .values({
      desafio_hash: hashDe(desafio),
      tipo,
      usuario_id: usuarioId,
      expira_em: new Date(Date.now() + DESAFIO_PASSKEY_VALIDADE_MS).toISOString(),
      usado_em: null,
    })
    .execute();
}

/**
 * Spends the challenge the browser's answer carries: true only for one still open, of this kind
 * and this person, and only once, however many answers race with it.
 */
export async function consumirDesafio(
  db: Db,
  desafio: string,
  tipo: 'registro' | 'login',
  usuarioId: number | null,
): Promise<boolean> {
  const r = await db
    .updateTable('desafios_passkey')
    .set({ usado_em: now() })
    .where('desafio_hash', '=', hashDe(desafio))
    .where('tipo', '=', tipo)
    .where('usado_em', 'is', null)
    .where('expira_em', '>', now())
    .$call((q) =>
      usuarioId === null
        ? q.where('usuario_id', 'is', null)
        : q.where('usuario_id', '=', usuarioId),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
