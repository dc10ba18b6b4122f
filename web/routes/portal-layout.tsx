import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../common/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** Everything behind the login shares one data cache; public pages never load it. */
export default function PortalLayout() {
  const { pathname } = useLocation();
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <div className="portal">
        {pathname !== paths.portal && (
          <nav className="portal-back" aria-label="Navegação do portal">
            <Link to={paths.portal}>← Voltar ao Portal</Link>
          </nav>
        )}
        <Outlet />
      </div>
    </QueryClientProvider>
  );
}
