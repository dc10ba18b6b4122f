/**
 * The session lives in local storage under portal_token and portal_user (docs/product/conta.md).
 * Authenticated requires both; an undecodable or expired token clears both; a corrupt stored
 * user counts as no user.
 */
import { useSyncExternalStore } from 'react';
import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY } from '../../common/constants';
import type { SessionUser } from '../../common/schemas/conta';
import { isRole } from '../../common/roles';
import { clearDrafts } from './drafts';
import { esquecerPedidosAntecipados } from './pedidos-antecipados';
import { clearSessionReturn, noteSessionRefused } from './session-return';

export interface Session {
  token: string;
  user: SessionUser;
}

const listeners = new Set<() => void>();
let cache: { token: string | null; user: string | null; session: Session | null } | undefined;

function decodePayload(token: string): { sub?: unknown; exp?: unknown } | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object'
      ? (payload as { sub?: unknown; exp?: unknown })
      : null;
  } catch {
    return null;
  }
}

/**
 * The stored user, checked by hand rather than with the zod schema: this runs on every public
 * page, and zod would add 24 KB there and probe `new Function`, which the CSP refuses.
 */
function parseUser(raw: string, sub: unknown): SessionUser | null {
  try {
    const u: unknown = JSON.parse(raw);
    if (!u || typeof u !== 'object') return null;
    const { nome, login, role, primeiro_login, mfa_cadastro_pendente } = u as Record<
      string,
      unknown
    >;
    const id = Number(sub);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    if (typeof nome !== 'string' || typeof login !== 'string' || !isRole(role)) return null;
    if (typeof primeiro_login !== 'boolean') return null;
    return {
      id,
      nome,
      login,
      role,
      primeiro_login,
      ...(mfa_cadastro_pendente === true ? { mfa_cadastro_pendente } : {}),
    };
  } catch {
    return null;
  }
}

function read(): Session | null {
  const token = localStorage.getItem(STORAGE_TOKEN_KEY);
  const user = localStorage.getItem(STORAGE_USER_KEY);
  if (cache && cache.token === token && cache.user === user) return cache.session;
  let session: Session | null = null;
  if (token) {
    const payload = decodePayload(token);
    const expired = typeof payload?.exp === 'number' && payload.exp * 1000 <= Date.now();
    if (!payload || expired) {
      // An expired token is a refused session, explained on the login page like a 401.
      const id = Number(payload?.sub);
      if (expired && Number.isSafeInteger(id) && id > 0) noteSessionRefused(id, null);
      clearSession();
      return null;
    }
    const parsedUser = user ? parseUser(user, payload.sub) : null;
    session = parsedUser ? { token, user: parsedUser } : null;
  }
  cache = { token, user, session };
  return session;
}

function notify() {
  for (const l of listeners) l();
}

export function getSession(): Session | null {
  return typeof window === 'undefined' ? null : read();
}

export function setSession(token: string, user: SessionUser): void {
  localStorage.setItem(STORAGE_TOKEN_KEY, token);
  localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(user));
  notify();
}

export function clearSession(): void {
  esquecerPedidosAntecipados();
  localStorage.removeItem(STORAGE_TOKEN_KEY);
  localStorage.removeItem(STORAGE_USER_KEY);
  cache = undefined;
  notify();
}

/**
 * Ends the session on the user's request ("Sair"): drafts kept on this device and the way back
 * to a lost screen go too, so the next person on a shared device finds neither.
 */
export function signOut(): void {
  clearDrafts();
  clearSessionReturn();
  clearSession();
}

/** Ends a session the server refused: the reason and the open screen are kept for the login page. */
export function endRefusedSession(session: Session, message: string | null | undefined): void {
  // Only while that session is still the current one: a late answer to an older request must
  // neither end a newer session nor replace the screen to return to with the login page.
  if (getSession()?.token !== session.token) return;
  noteSessionRefused(session.user.id, message);
  clearSession();
}

/**
 * A session its own screen is ending on purpose: after a password change every token of the user
 * is void, and Alterar Senha counts the spec's 15 seconds down to the login itself. The live
 * stream's refusal of that token then ends nothing early (web/lib/eventos-provider.tsx).
 */
let emDespedida: string | null = null;
export function despedirSessao(session: Session): void {
  emDespedida = session.token;
}
export const sessaoEmDespedida = (session: Session): boolean => emDespedida === session.token;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_TOKEN_KEY || e.key === STORAGE_USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session; null while pre-rendering and during hydration. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

const noop = () => () => undefined;
/** False during pre-rendering and hydration, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
