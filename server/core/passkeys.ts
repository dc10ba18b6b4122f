/**
 * The account's passkeys as the rest of the app needs them (docs/product/conta.md, "Chaves de
 * acesso"; docs/decisions/073-chaves-de-acesso.md): whether a person has one (a staff member's
 * passkey is the second factor their role requires: server/core/mfa-obrigatorio.ts) and removing
 * them all, which a reset by a manager, a deactivation and an anonymisation do. Adding, listing
 * and signing in live in server/features/conta/passkeys.ts.
 */
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { rowCachePorApp } from '../db/read-cache.js';

const cache = rowCachePorApp<number, { tem: boolean }>('passkeys', 'passkeys', 'usuario_id');

async function contar(db: Db, usuarioId: number): Promise<{ tem: boolean }> {
  const row = await db
    .selectFrom('passkeys')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .limit(1)
    .executeTakeFirst();
  return { tem: row !== undefined };
}

/**
 * Whether the person has at least one passkey; through an exact cache emptied by the change
 * feed, as it is asked on the requests of staff whose role requires a second factor.
 */
export async function temPasskey(ctx: AppContext, usuarioId: number, fresco = false) {
  const r = fresco
    ? await contar(ctx.db, usuarioId)
    : await cache(ctx).read(usuarioId, () => contar(ctx.db, usuarioId));
  return r.tem;
}

/** Removes every passkey of the person and their open challenges; answers how many went. */
export async function removerPasskeys(db: Db, usuarioId: number): Promise<number> {
  await db.deleteFrom('desafios_passkey').where('usuario_id', '=', usuarioId).execute();
  const r = await db.deleteFrom('passkeys').where('usuario_id', '=', usuarioId).executeTakeFirst();
  return Number(r.numDeletedRows);
}
