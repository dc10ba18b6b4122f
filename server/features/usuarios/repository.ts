/** The users table, as user management (usuarios) reads and changes it. */
import { SENHA_INUTILIZADA } from '../../core/anonimizacao.js';
import { encerrarSessoes } from '../../core/sessoes.js';
import { sql } from 'kysely';
import type { NewUsuario, UsuarioRow, UsuarioUpdate } from '../../db/schema.js';
import { semAcesso } from '../../core/ouvidoria-acesso.js';
import { now, type Db } from '../../db/index.js';
import { normalizeLogin } from '../../../common/schemas/fields.js';
import type { Role } from '../../../common/roles.js';
import type { DialectName } from '../../db/dialect.js';
import { containsPattern } from '../../lib/sql.js';

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every user, or those whose name or login contains `q` ignoring case, sorted by name. */
export async function listUsers(db: Db, q?: string): Promise<UsuarioRow[]> {
  const term = q?.trim().toLowerCase();
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .$if(!!term, (qb) => {
      const pattern = containsPattern(term!);
      return qb.where((eb) =>
        eb.or([
          sql<boolean>`lower(${eb.ref('nome')}) like ${pattern} escape '\\'`,
          sql<boolean>`${eb.ref('login_normalizado')} like ${pattern} escape '\\'`,
        ]),
      );
    })
    .execute();
  // Sorted here rather than in SQL so that accents and case order the same on both databases.
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  return rows.sort((a, b) => collator.compare(a.nome, b.nome) || a.id - b.id);
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
  email?: string | null;
  /** who set the account's access, and why (server/core/ouvidoria-acesso.ts `definirAcesso`) */
  acesso?: { papeis_gestores: string; acesso_definido: string };
}

export async function insertUser(db: Db, input: CreateUserInput): Promise<UsuarioRow> {
  const ts = now();
  const values: NewUsuario = {
    nome: input.nome.trim(),
    login: input.login.trim(),
    login_normalizado: normalizeLogin(input.login),
    senha_hash: input.senhaHash,
    role: input.role,
    status_usuario: 'ativo',
    primeiro_login: input.primeiroLogin ? 1 : 0,
    email: input.email ?? null,
    papeis_gestores: input.acesso?.papeis_gestores ?? '',
    acesso_definido: input.acesso?.acesso_definido ?? '[]',
    criado_em: ts,
    atualizado_em: ts,
  };
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: UsuarioUpdate,
): Promise<UsuarioRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, atualizado_em: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Ends every token issued so far and every session (device), without touching the password. */
export async function endSessions(db: Db, id: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
  await encerrarSessoes(db, id);
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Serializes the changes that could leave the product without an active admin, so that the
 * "last active admin" check read inside a transaction still holds when it commits. SQLite runs
 * one transaction at a time on its single connection already; PostgreSQL takes a transaction
 * advisory lock, released at commit or rollback.
 */
export async function lockUserManagement(db: Db, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${USER_MANAGEMENT_LOCK})`.execute(db);
}
const USER_MANAGEMENT_LOCK = 7_460_501;

export async function isLoginTaken(db: Db, login: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('login_normalizado', '=', normalizeLogin(login))
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

export async function isEmailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

/** The public face of a user: never the hash. */
export function presentUser(u: UsuarioRow) {
  return {
    id: u.id,
    nome: u.nome,
    login: u.login,
    role: u.role,
    status_usuario: u.status_usuario,
    primeiro_login: u.primeiro_login === 1,
    email: u.email,
    ...(u.senha_hash === SENHA_INUTILIZADA ? { anonimizado: true as const } : {}),
  };
}

/** A user as Gestão de Usuários lists it: with the Ouvidoria cases it no longer reads, and why. */
export function presentListedUser(u: UsuarioRow) {
  const sem = semAcesso(u);
  return { ...presentUser(u), ...(sem.length ? { sem_acesso: sem } : {}) };
}
