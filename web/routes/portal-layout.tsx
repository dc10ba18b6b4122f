import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../common/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '../lib/session';
import { PortalPrefetch } from '../features/portal/components/PortalPrefetch';

/** Everything behind the login shares one data cache; public pages never load it. */
export default function PortalLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  // A temporary password must be changed before anything else: no way back to offer.
  const firstLogin = session?.user.primeiro_login === true;
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <div className="portal">
        {pathname !== paths.portal && !firstLogin && (
          <nav className="portal-back" aria-label="Navegação do portal">
            <Link to={paths.portal}>← Voltar ao Portal</Link>
          </nav>
        )}
        <Outlet />
      </div>
      {session && !firstLogin && <PortalPrefetch role={session.user.role} />}
    </QueryClientProvider>
  );
}
