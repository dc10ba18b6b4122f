/**
 * Failed-login counters live in the database, so they hold across restarts and across several
 * server instances behind one load balancer.
 */
import type { Limits } from '../../config.js';
import { now, type Db } from '../../db/index.js';

export const loginKey = (normalizedLogin: string) => `login:${normalizedLogin}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** The latest lock still in force among the keys, or null. */
export async function activeLock(db: Db, keys: string[]): Promise<string | null> {
  const row = await db
    .selectFrom('login_throttle')
    .select('bloqueado_ate')
    .where('chave', 'in', keys)
    .where('bloqueado_ate', '>', now())
    .orderBy('bloqueado_ate', 'desc')
    .executeTakeFirst();
  return row?.bloqueado_ate ?? null;
}

/** Counts one failure atomically; locks the key once `limit` failures fall within the window. */
async function recordFailure(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  lockMs: number,
): Promise<void> {
  const ts = now();
  const windowStart = new Date(Date.now() - windowMs).toISOString();
  const row = await db
    .insertInto('login_throttle')
    .values({ chave: key, falhas: 1, janela_inicio: ts, bloqueado_ate: null })
    .onConflict((oc) =>
      oc.column('chave').doUpdateSet((eb) => ({
        falhas: eb
          .case()
          .when('login_throttle.janela_inicio', '<', windowStart)
          .then(1)
          .else(eb('login_throttle.falhas', '+', 1))
          .end(),
        janela_inicio: eb
          .case()
          .when('login_throttle.janela_inicio', '<', windowStart)
          .then(ts)
          .else(eb.ref('login_throttle.janela_inicio'))
          .end(),
      })),
    )
    .returning(['falhas'])
    .executeTakeFirstOrThrow();
  if (Number(row.falhas) >= limit) {
    await db
      .updateTable('login_throttle')
      .set({
        bloqueado_ate: new Date(Date.now() + lockMs).toISOString(),
        falhas: 0,
        janela_inicio: ts,
      })
      .where('chave', '=', key)
      .execute();
  }
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('chave', '=', key).execute();
}

/**
 * One failed attempt on a login (a wrong password, a wrong code, a passkey refused), counted for
 * the login and the address; for the address alone when no login is known (a passkey the portal
 * does not know names no account).
 */
export async function recordLoginFailure(
  db: Db,
  limits: Limits,
  keys: { login?: string; address: string },
): Promise<void> {
  const { loginWindowMs, loginLockMs } = limits;
  if (keys.login) {
    await recordFailure(db, keys.login, limits.loginFailuresPerLogin, loginWindowMs, loginLockMs);
  }
  await recordFailure(db, keys.address, limits.loginFailuresPerAddress, loginWindowMs, loginLockMs);
}
