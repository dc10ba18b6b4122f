import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { SCREENS } from '../common/screens';

/**
 * The screens, from the one table of them (common/screens.ts). Public pages are pre-rendered;
 * the portal's screens share a layout that checks the login once for all of them.
 */
const routeOf = (s: (typeof SCREENS)[number]) =>
  s.path === '/' ? index(s.module) : route(s.path.slice(1), s.module);

export default [
  ...SCREENS.filter((s) => s.area !== 'portal').map(routeOf),
  layout('routes/portal-layout.tsx', SCREENS.filter((s) => s.area === 'portal').map(routeOf)),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
