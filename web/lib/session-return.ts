/**
 * What the login page needs after a session was refused (the server answered 401, or the token
 * expired on this device): the reason to show, and the screen to return to when the same person
 * logs in again. Kept per tab (session storage), so it survives the move to /login and a reload
 * of it, but not a closed tab. "Sair" removes it: leaving on purpose needs no explanation.
 * See docs/decisions/010-session-return-and-navigation.md.
 */
import { paths } from '../../common/paths';
import { isAppRoute, PUBLIC_PAGES } from '../../common/screens';

const KEY = 'portal_sessao_retorno';

/** The server's own text for a refused token, used when the device finds the token expired. */
export const SESSION_REFUSED_MESSAGE = 'Sessão inválida ou expirada. Faça login novamente.';

export interface SessionReturn {
  userId: number;
  /** path + search of the screen the person was on, or null when there is nothing to return to */
  to: string | null;
  /** why the session ended; null once it has been shown and acted upon */
  message: string | null;
}

/** Only portal screens are worth returning to; public pages and the login page are not. */
function returnable(to: unknown): to is string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return false;
  const pathname = to.split(/[?#]/)[0] ?? '';
  return isAppRoute(pathname) && pathname !== paths.login && !PUBLIC_PAGES.includes(pathname);
}

function write(value: SessionReturn): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the login page simply shows no reason.
  }
}

export function readSessionReturn(): SessionReturn | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const { userId, to, message } = raw as Record<string, unknown>;
    if (typeof userId !== 'number' || !Number.isSafeInteger(userId)) return null;
    return {
      userId,
      to: returnable(to) ? to : null,
      message: typeof message === 'string' && message ? message : null,
    };
  } catch {
    return null;
  }
}

export function clearSessionReturn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** Records why the session of `userId` ended, and the screen open at that moment. */
export function noteSessionRefused(userId: number, message: string | null | undefined): void {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  const to = `${pathname}${search}`;
  write({
    userId,
    to: returnable(to) ? to : null,
    message: message || SESSION_REFUSED_MESSAGE,
  });
}

/**
 * Where a successful login leads. The same person returns to the screen they lost; anyone else
 * goes to the portal. A temporary password comes first: the return is kept (without its
 * message) for the login that follows the password change.
 */
export function afterLoginPath(user: { id: number; primeiro_login: boolean }): string {
  const note = readSessionReturn();
  const to = note !== null && note.userId === user.id ? note.to : null;
  if (user.primeiro_login) {
    if (to) write({ userId: user.id, to, message: null });
    else clearSessionReturn();
    return paths.alterarSenha;
  }
  clearSessionReturn();
  return to ?? paths.portal;
}
