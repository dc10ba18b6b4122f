/** The app shell every portal screen starts from (react-router.config.ts, `ssr: false`). */
export const SHELL = '/__spa-fallback.html';

/** The file a pre-rendered page is built to: `/` → `/index.html`, `/about` → `/about/index.html`. */
export function paginaPreRenderizada(pathname: string): string {
  const limpo = pathname.replace(/\/+$/, '');
  return limpo === '' ? '/index.html' : `${limpo}/index.html`;
}
