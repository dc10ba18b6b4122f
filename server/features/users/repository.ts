import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow, UserUpdate } from '../../db/schema.js';
import { now } from '../../db/index.js';
import { normalizeLogin } from '../../../common/schemas/fields.js';
import type { Role } from '../../../common/roles.js';

type Db = Kysely<Database>;

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('login_normalizado', '=', normalizeLogin(login))
    .executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('status_usuario', '=', 'ativo')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface CreateUserInput {
  nome: string;
  login: string;
  senhaHash: string;
  role: Role;
  primeiroLogin: boolean;
}

export async function insertUser(db: Db, input: CreateUserInput): Promise<UserRow> {
  const ts = now();
  const values: NewUser = {
    nome: input.nome.trim(),
    login: input.login.trim(),
    login_normalizado: normalizeLogin(input.login),
    senha_hash: input.senhaHash,
    role: input.role,
    status_usuario: 'ativo',
    primeiro_login: input.primeiroLogin ? 1 : 0,
    criado_em: ts,
    atualizado_em: ts,
  };
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: UserUpdate,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, atualizado_em: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Sets a new password hash and ends every token issued before it. */
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
}

export async function isLoginTaken(db: Db, login: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('login_normalizado', '=', normalizeLogin(login))
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

/** The public face of a user: never the hash. */
export function presentUser(u: UserRow) {
  return {
    id: u.id,
    nome: u.nome,
    login: u.login,
    role: u.role,
    status_usuario: u.status_usuario,
    primeiro_login: u.primeiro_login === 1,
  };
}

export function sessionUserOf(u: UserRow) {
  return {
    id: u.id,
    nome: u.nome,
    login: u.login,
    role: u.role,
    primeiro_login: u.primeiro_login === 1,
  };
}
