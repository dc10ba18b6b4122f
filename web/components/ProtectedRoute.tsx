import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '../../common/roles';
import { paths } from '../../common/paths';
import { useHydrated, useSession } from '../lib/session';

/**
 * Sends unauthenticated users, or users whose role is not allowed, to the login page with
 * replace navigation. `allow` takes a single role or a list. The server enforces the same
 * rules on every call; this only spares people screens they cannot use.
 */
export function ProtectedRoute({
  allow,
  children,
}: {
  allow?: Role | readonly Role[];
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const session = useSession();
  if (!hydrated) return null;
  const roles = allow === undefined ? null : typeof allow === 'string' ? [allow] : allow;
  if (!session || (roles && !roles.includes(session.user.role))) {
    return <Navigate to={paths.login} replace />;
  }
  return <>{children}</>;
}
