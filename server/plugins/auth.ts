import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Permission } from '../../common/roles.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { findUserById } from '../features/usuarios/repository.js';
import type { AuthUser } from '../context.js';

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
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
export async function authenticate(req: FastifyRequest): Promise<AuthUser> {
  const token = bearerToken(req);
  if (!token) throw unauthorized('Autenticação necessária.');
  const claims = await req.server.ctx.tokens.verify(token);
  if (!claims) throw unauthorized();
  const { db, reads } = req.server.ctx;
  const user = await reads.users.read(claims.userId, () => findUserById(db, claims.userId));
  if (!user || user.token_version !== claims.version) throw unauthorized();
  if (user.status_usuario !== 'ativo')
    throw unauthorized('Conta inativa. Procure o administrador.');
  return {
    id: user.id,
    nome: user.nome,
    login: user.login,
    role: user.role,
    primeiroLogin: user.primeiro_login === 1,
  };
}

export const MUST_CHANGE_PASSWORD = 'Troque sua senha temporária antes de continuar.';

/**
 * Route hook (use it as `onRequest`, so it runs before the body is read and validated): any
 * active user, or only those whose role grants the permission. A user still on a temporary
 * password (primeiro_login) may only read the profile and change the password.
 */
export function requireUser(
  permission?: Permission,
  opts: { allowFirstLogin?: boolean } = {},
): (req: FastifyRequest) => Promise<void> {
  return async function guard(req: FastifyRequest) {
    const user = await authenticate(req);
    if (user.primeiroLogin && !opts.allowFirstLogin) throw forbidden(MUST_CHANGE_PASSWORD);
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
