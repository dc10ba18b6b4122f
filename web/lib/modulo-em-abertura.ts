import { matchRoutes, type DataRouter } from 'react-router';

/** Each route's module, as React Router's manifest of the build names it. */
export type ModulosDasRotas = Record<string, { module: string } | undefined>;

/**
 * Whether `modulo` is the code of a screen the router is opening now. The router also loads a
 * screen's code ahead of time (the portal's idle prefetch, web/features/portal/components/
 * PortalPrefetch.tsx): such a load that fails is nobody's wait, and must neither reload the page
 * nor cover the screen the person is on with "Sem conexão"
 * (web/components/layout/ModuloSemConexao.tsx). Read from the router at the moment of the
 * failure, not from React's last render of it.
 */
export function abrindoOModulo(
  router: Pick<DataRouter, 'state' | 'routes'>,
  rotas: ModulosDasRotas,
  modulo: string,
): boolean {
  const destino = router.state.navigation.location;
  if (!destino) return false;
  return (matchRoutes(router.routes, destino) ?? []).some(
    (m) => rotas[m.route.id]?.module === modulo,
  );
}
