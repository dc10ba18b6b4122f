import type { Config } from '@react-router/dev/config';
import { paths } from './common/paths';
import { PORTAL_PRE_DESENHADAS, PUBLIC_PAGES } from './common/screens';

/**
 * Public pages and the login page are pre-rendered to HTML at build time and hydrated; so are the
 * portal's most used screens, with the frame and text they show before their code runs
 * (docs/decisions/081-telas-do-portal-pre-desenhadas.md). The other portal screens are rendered in
 * the browser from the app shell (`__spa-fallback.html`).
 */
export default {
  appDirectory: 'web',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [...PUBLIC_PAGES, paths.login, ...PORTAL_PRE_DESENHADAS],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
