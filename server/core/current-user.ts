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
import { rowCachePorApp } from '../db/read-cache.js';
import type { UsuarioRow } from '../db/schema.js';
import { forbidden, unauthorized, type HttpError } from '../lib/errors.js';
import type { VerifiedClaims } from '../lib/tokens.js';
import { findUsuarioById, sessionUserOf } from './accounts.js';
import { findSessaoEConta, lerSessao, tocarSessao, type SessaoRow } from './sessoes.js';
import {
  listPapeisObrigatorios,
  readPapeisObrigatorios,
  segundoFatorPendente,
} from './mfa-obrigatorio.js';

/** The authenticated user of a request, as the screens know it (`/api/me`). */
export type AuthUser = ReturnType<typeof sessionUserOf>;

declare module 'fastify' {
  interface FastifyRequest {
    /** set by `requireUser`; read it with `currentUser(req)` */
    user: AuthUser | null;
    /** the verified token behind `user`, set by `requireUser` (a live stream re-checks it) */
    claims: VerifiedClaims | null;
  }
}

/** The account behind a session, read on every authenticated request. */
const sessionUsers = rowCachePorApp<number, UsuarioRow>('conta', 'users', 'id');

/**
 * The account and the session of a token, each through its exact cache. When one is not in
 * memory, one statement reads both (`findSessaoEConta`), and each cache keeps its half under its
 * own rule: a phone's first request of the day made two statements here.
 */
async function lerAmbas(ctx: AppContext, claims: VerifiedClaims) {
  let juntas: ReturnType<typeof findSessaoEConta> | undefined;
  const ambas = () => (juntas ??= findSessaoEConta(ctx.db, claims.userId, claims.sid));
  const [conta, sessao] = await Promise.all([
    sessionUsers(ctx).read(claims.userId, async () => (await ambas()).conta),
    lerSessao(ctx, claims.sid, false, async () => (await ambas()).sessao),
  ]);
  return { conta, sessao };
}

/** The reads of `lerAmbas` under way, by account and session. */
const emCursoPorApp = new WeakMap<AppContext, Map<string, Promise<unknown>>>();

/**
 * `lerAmbas`, once at a time per account and session: a request that arrives while another with
 * the same account and session is reading them (the portal opens its live stream beside its
 * first request) waits for that read and then asks the caches, where it finds what that read
 * kept. What the caches did not keep (something changed while it ran, or they are off) it reads
 * itself, so it never takes another request's answer as its own
 * (docs/decisions/094-conta-e-sessao-numa-leitura.md).
 */
async function lerContaESessao(ctx: AppContext, claims: VerifiedClaims) {
  let emCurso = emCursoPorApp.get(ctx);
  if (!emCurso) emCursoPorApp.set(ctx, (emCurso = new Map()));
  const chave = `${claims.userId}:${claims.sid}`;
  const anterior = emCurso.get(chave);
  if (anterior) {
    await anterior.catch(() => undefined);
    return lerAmbas(ctx, claims);
  }
  const esta = lerAmbas(ctx, claims);
  emCurso.set(chave, esta);
  try {
    return await esta;
  } finally {
    if (emCurso.get(chave) === esta) emCurso.delete(chave);
  }
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

const MUST_CHANGE_PASSWORD = 'Troque sua senha temporária antes de continuar.';
const MUST_ENROL = MFA_ENROL_REQUIRED;
const SESSAO_EXPIRADA = 'Sessão expirada. Faça login novamente.';
export const SESSAO_ENCERRADA = 'Sessão encerrada neste aparelho. Faça login novamente.';

/** What a route lets through that others refuse (the profile, the password, enrolment). */
export interface Tolerancias {
  allowFirstLogin?: boolean;
  allowMfaPending?: boolean;
  /**
   * read the account and the required roles from the database, keeping nothing: for a check a
   * write set off while its transaction may not have committed yet (a live stream's), which
   * would otherwise keep the old value in the exact caches until the commit's notice arrives
   */
  fresco?: boolean;
}

/**
 * Whether a verified token is still accepted now, for a route with these tolerances: the one
 * answer every request and every open live stream asks (server/features/eventos/routes.ts
 * re-asks it on every event and whenever an account or the roles that need two-factor sign-in
 * change, so a stream ends exactly when its next REST call would be refused). Refused: expired;
 * its session (device) ended (server/core/sessoes.ts); the account deleted, deactivated, or its
 * password changed since the token was issued; a temporary password; two-factor sign-in required
 * by the role and not on. Answers the user and the session, or the error (401 or 403) the request
 * gets.
 */
export async function tokenAceito(
  ctx: AppContext,
  claims: VerifiedClaims,
  opts: Tolerancias = {},
): Promise<
  | { user: AuthUser; sessao: Readonly<SessaoRow>; erro?: undefined }
  | { user?: undefined; sessao?: undefined; erro: HttpError }
> {
  if (claims.exp * 1000 <= Date.now()) return { erro: unauthorized(SESSAO_EXPIRADA) };
  const { conta, sessao } = opts.fresco
    ? {
        conta: await findUsuarioById(ctx.db, claims.userId),
        sessao: await lerSessao(ctx, claims.sid, true),
      }
    : await lerContaESessao(ctx, claims);
  if (!conta || conta.token_version !== claims.version) return { erro: unauthorized() };
  if (conta.status_usuario !== 'ativo') {
    return { erro: unauthorized('Conta inativa. Procure o administrador.') };
  }
  if (!sessao || sessao.usuario_id !== claims.userId) {
    return { erro: unauthorized(SESSAO_ENCERRADA) };
  }
  const papeis = opts.fresco
    ? await listPapeisObrigatorios(ctx.db)
    : await readPapeisObrigatorios(ctx);
  const user = sessionUserOf(conta, await segundoFatorPendente(ctx, conta, papeis, opts.fresco));
  if (user.primeiro_login && !opts.allowFirstLogin)
    return { erro: forbidden(MUST_CHANGE_PASSWORD) };
  if (user.mfa_cadastro_pendente && !opts.allowMfaPending) return { erro: forbidden(MUST_ENROL) };
  return { user, sessao };
}

/** The request's verified token claims, or a 401 when it is missing, forged or expired. */
async function claimsDe(req: FastifyRequest): Promise<VerifiedClaims> {
  const token = bearerToken(req);
  if (!token) throw unauthorized('Autenticação necessária.');
  const claims = await req.server.ctx.tokens.verify(token);
  if (!claims) throw unauthorized();
  return claims;
}

/**
 * Route hook (use it as `onRequest`, so it runs before the body is read and validated): any
 * active user, or only those whose role grants the permission. A user still on a temporary
 * password (primeiro login) may only read the profile and change the password; one whose role
 * requires two-factor sign-in and who has not turned it on may only do that, and enrol.
 */
export function requireUser(
  permission?: Permission,
  opts: Tolerancias = {},
): (req: FastifyRequest) => Promise<void> {
  return async function guard(req: FastifyRequest) {
    const claims = await claimsDe(req);
    const { user, sessao, erro } = await tokenAceito(req.server.ctx, claims, opts);
    if (erro) throw erro;
    tocarSessao(req.server.ctx, sessao);
    req.claims = claims;
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
