import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../common/paths';
import { mayOpen, screenFor } from '../../common/screens';
import { AppQueryProvider } from '../lib/query-client';
import { StreamProvider, TituloComContador } from '../lib/eventos-provider';
import { FilaDeEnvio } from '../lib/fila-de-envio';
import { useHydrated, useSession } from '../lib/session';
import { PortalPrefetch } from '../features/portal/components/PortalPrefetch';

/**
 * Every screen behind the login, guarded once: someone signed out, or whose role may not open
 * the screen (common/screens.ts), goes to the login page with replace navigation. The server
 * enforces the same rules on every call; this only spares people screens they cannot use.
 * These screens share one data cache; public pages never load it.
 */
export default function PortalLayout() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const session = useSession();
  const screen = screenFor(pathname);
  // A temporary password must be changed before anything else: no way back to offer.
  const firstLogin = session?.user.primeiro_login === true;
  return (
    <AppQueryProvider>
      <StreamProvider>
        <div className="portal">
          {pathname !== paths.portal && !firstLogin && (
            <nav className="portal-back" aria-label="Navegação do portal">
              <Link to={paths.portal}>← Voltar ao Portal</Link>
            </nav>
          )}
          {!hydrated ? null : screen && mayOpen(screen, session?.user.role ?? null) ? (
            <Outlet />
          ) : (
            <Navigate to={paths.login} replace />
          )}
        </div>
        {session && !firstLogin && <PortalPrefetch role={session.user.role} />}
        <TituloComContador />
        {session && <FilaDeEnvio />}
      </StreamProvider>
    </AppQueryProvider>
  );
}
