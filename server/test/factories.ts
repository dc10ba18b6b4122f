import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import type { UserRow } from '../db/schema.js';
import { hashPassword } from '../lib/password-hashing.js';
import { insertUser, updateUser } from '../features/usuarios/repository.js';
import type { Role } from '../../common/roles.js';

export const DEFAULT_PASSWORD = 'SenhaForte123';
let defaultHash: Promise<string> | undefined;

export interface BuiltUser {
  user: UserRow;
  password: string;
  token: string;
  /** headers for app.inject */
  auth: { authorization: string };
}

/** A user with overrides, e.g. `buildUser(t, { role: 'rh' })`, and a valid token for it. */
export async function buildUser(
  t: { app: FastifyInstance; db: Db },
  overrides: Partial<{
    nome: string;
    login: string;
    role: Role;
    password: string;
    primeiroLogin: boolean;
    status: 'ativo' | 'inativo';
  }> = {},
): Promise<BuiltUser> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const senhaHash =
    password === DEFAULT_PASSWORD
      ? await (defaultHash ??= hashPassword(DEFAULT_PASSWORD))
      : await hashPassword(password);
  const suffix = crypto.randomBytes(4).toString('hex');
  let user = await insertUser(t.db, {
    nome: overrides.nome ?? `Pessoa ${suffix}`,
    login: overrides.login ?? `user_${suffix}`,
    senhaHash,
    role: overrides.role ?? 'colaborador',
    primeiroLogin: overrides.primeiroLogin ?? false,
  });
  if (overrides.status === 'inativo') {
    user = (await updateUser(t.db, user.id, { status_usuario: 'inativo' }))!;
  }
  const token = await t.app.ctx.tokens.sign({ userId: user.id, version: user.token_version });
  return { user, password, token, auth: { authorization: `Bearer ${token}` } };
}

/** The bootstrap admin created at start, logged in through its row. */
export async function bootstrapAdmin(t: { app: FastifyInstance; db: Db }) {
  const user = await t.db
    .selectFrom('users')
    .selectAll()
    .where('login', '=', 'admin')
    .executeTakeFirstOrThrow();
  const token = await t.app.ctx.tokens.sign({ userId: user.id, version: user.token_version });
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}
