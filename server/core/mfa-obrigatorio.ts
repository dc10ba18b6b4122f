/**
 * Which roles must use two-factor sign-in (docs/product/conta.md): read on every authenticated
 * request, so kept in an exact cache (docs/decisions/008-read-caches-and-lean-headers.md).
 */
import type { Role, StaffRole } from '../../common/roles.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { rowCachePorApp } from '../db/read-cache.js';
import type { UsuarioRow } from '../db/schema.js';
import { temPasskey } from './passkeys.js';

const cache = rowCachePorApp<'todos', StaffRole[]>('papeis-mfa', 'mfa_obrigatorio');

export async function listPapeisObrigatorios(db: Db): Promise<StaffRole[]> {
  const rows = await db.selectFrom('mfa_obrigatorio').select('papel').orderBy('papel').execute();
  return rows.map((r) => r.papel);
}

export function readPapeisObrigatorios(ctx: AppContext): Promise<readonly StaffRole[]> {
  return cache(ctx).read('todos', () => listPapeisObrigatorios(ctx.db));
}

/** The user's role requires two-factor sign-in and they have not turned it on yet. */
export function cadastroPendente(
  u: Pick<UsuarioRow, 'role' | 'mfa_ativo'>,
  papeis: readonly StaffRole[],
): boolean {
  return u.mfa_ativo !== 1 && (papeis as readonly Role[]).includes(u.role);
}

/**
 * The second factor the role requires is still missing: `cadastroPendente`, unless the person has
 * a passkey, which is verified with the fingerprint or the screen lock and so counts as one
 * (docs/decisions/073-chaves-de-acesso.md). The passkeys are read only for those the role would
 * otherwise hold back.
 */
export async function segundoFatorPendente(
  ctx: AppContext,
  u: Pick<UsuarioRow, 'id' | 'role' | 'mfa_ativo'>,
  papeis: readonly StaffRole[],
  fresco = false,
): Promise<boolean> {
  if (!cadastroPendente(u, papeis)) return false;
  return !(await temPasskey(ctx, u.id, fresco));
}
