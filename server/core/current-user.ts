/**
 * Who is calling: the bearer token checked, then the account read again (through an exact cache,
 * docs/decisions/008-read-caches-and-lean-headers.md), so that deactivating a user, resetting a
 * password or changing one ends access on the very next request. Rules: docs/product/conta.md
 * and docs/product/seguranca.md ("Who may call what").
 */
import type { FastifyRequest } from 'fastify';
import { MFA_ENROL_REQUIRED } from '../../common/constants.js';
import { can, type Permission } from '../../common/roles.js';
import type { AppContext } from '../context.js';
import { perFeed, RowCache } from '../db/read-cache.js';
import type { UsuarioRow } from '../db/schema.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { findUsuarioById, sessionUserOf } from './accounts.js';
import { cadastroPendente, readPapeisObrigatorios } from './mfa-obrigatorio.js';

/** The authenticated user of a request, as the screens know it (`/api/me`). */
export type AuthUser = ReturnType<typeof sessionUserOf>;

declare module 'fastify' {
  interface FastifyRequest {
    /** set by `requireUser`; read it with `currentUser(req)` */
    user: AuthUser | null;
  }
}

const sessionUsers = perFeed((feed) => new RowCache<number, UsuarioRow>(feed, 'users'));

/** The account behind a session, read on every authenticated request. */
export function readSessionUser(ctx: AppContext, id: number): Promise<UsuarioRow | undefined> {
  return sessionUsers(ctx.dbHandle.changes).read(id, () => findUsuarioById(ctx.db, id));
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The user behind the request's bearer token, or a 401 when the token is missing, forged,
 * expired, signed with another algorithm, older than the last password change, or belongs to a
 * user who was deleted or deactivated.
 */
async function authenticate(req: FastifyRequest): Promise<AuthUser> {
  const token = bearerToken(req);
  if (!token) throw unauthorized('Autenticação necessária.');
  const claims = await req.server.ctx.tokens.verify(token);
  if (!claims) throw unauthorized();
  const user = await readSessionUser(req.server.ctx, claims.userId);
  if (!user || user.token_version !== claims.version) throw unauthorized();
  if (user.status_usuario !== 'ativo')
    throw unauthorized('Conta inativa. Procure o administrador.');
  const papeis = await readPapeisObrigatorios(req.server.ctx);
  return sessionUserOf(user, cadastroPendente(user, papeis));
}

const MUST_CHANGE_PASSWORD = 'Troque sua senha temporária antes de continuar.';
const MUST_ENROL = MFA_ENROL_REQUIRED;

/**
 * Route hook (use it as `onRequest`, so it runs before the body is read and validated): any
 * active user, or only those whose role grants the permission. A user still on a temporary
 * password (primeiro login) may only read the profile and change the password; one whose role
 * requires two-factor sign-in and who has not turned it on may only do that, and enrol.
 */
export function requireUser(
  permission?: Permission,
  opts: { allowFirstLogin?: boolean; allowMfaPending?: boolean } = {},
): (req: FastifyRequest) => Promise<void> {
  return async function guard(req: FastifyRequest) {
    const user = await authenticate(req);
    if (user.primeiro_login && !opts.allowFirstLogin) throw forbidden(MUST_CHANGE_PASSWORD);
    if (user.mfa_cadastro_pendente && !opts.allowMfaPending) throw forbidden(MUST_ENROL);
    if (permission && !can(user.role, permission)) {
      throw forbidden('Acesso negado. Perfil não autorizado.');
    }
    req.user = user;
  };
}

/** The user set by `requireUser`; call only in handlers guarded by it. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
