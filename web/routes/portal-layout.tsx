import { useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** Everything behind the login shares one data cache; public pages never load it. */
export default function PortalLayout() {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <div className="portal">
        <Outlet />
      </div>
    </QueryClientProvider>
  );
}
