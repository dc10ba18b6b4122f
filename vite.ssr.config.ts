import { defineConfig } from 'vite';
import { constantesDaBuild } from './vite.config';

/**
 * The public pages' server build (web/site-ssr.tsx): the same components as the browser's, for
 * the server to draw a page from the database's content at run time
 * (docs/decisions/076-conteudo-do-site.md). Its libraries stay in node_modules; styles are the
 * browser build's.
 */
export default defineConfig({
  define: constantesDaBuild(),
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    ssr: 'web/site-ssr.tsx',
    outDir: `${process.env.BUILD_DIR ?? 'build'}/ssr`,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'site-ssr.js', codeSplitting: false } },
  },
});
