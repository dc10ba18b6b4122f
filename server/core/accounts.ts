/**
 * The queries on user accounts that the app itself and more than one feature need: reading the
 * caller's account (server/core/current-user.ts), login and password change (conta), user
 * management (usuarios), the operator's command line. What only one feature needs stays in it.
 */
import { normalizeLogin } from '../../common/schemas/fields.js';
import { now, type Db } from '../db/index.js';
import { consultaPronta } from '../db/consulta-pronta.js';
import type { UsuarioRow } from '../db/schema.js';
import { encerrarSessoes } from './sessoes.js';

/** read on every first request of a session (server/core/current-user.ts): compiled once */
const usuarioPorId = consultaPronta((db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id),
);

export async function findUsuarioById(db: Db, id: number): Promise<UsuarioRow | undefined> {
  return (await usuarioPorId(db, id))[0];
}

export function findUsuarioByLogin(db: Db, login: string): Promise<UsuarioRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('login_normalizado', '=', normalizeLogin(login))
    .executeTakeFirst();
}

/**
 * Sets a new password hash and ends every token issued before it, and with them every session
 * (device) of the user (server/core/sessoes.ts): the list shows no device whose token is dead. `primeiroLogin`: the password
 * was chosen by someone else and must be changed at the next login.
 */
export async function setPassword(
  db: Db,
  id: number,
  senhaHash: string,
  primeiroLogin: boolean,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      senha_hash: senhaHash,
      primeiro_login: primeiroLogin ? 1 : 0,
      token_version: eb('token_version', '+', 1),
      atualizado_em: now(),
    }))
    .where('id', '=', id)
    .execute();
  await encerrarSessoes(db, id);
}

/**
 * The account as the screens know the signed-in user (`/api/login`, `/api/me`).
 * `cadastroPendente`: the role requires two-factor sign-in and the user has not turned it on
 * (server/core/mfa-obrigatorio.ts); the flag is left out otherwise, so the answer of everyone
 * else keeps its original shape.
 */
export function sessionUserOf(u: UsuarioRow, cadastroPendente = false) {
  return {
    id: u.id,
    nome: u.nome,
    login: u.login,
    role: u.role,
    primeiro_login: u.primeiro_login === 1,
    /** who set this account's access (server/core/ouvidoria-acesso.ts); never answered: the schemas leave it out */
    papeis_gestores: u.papeis_gestores,
    ...(cadastroPendente ? { mfa_cadastro_pendente: true as const } : {}),
  };
}
