import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** What the root route (web/root.tsx) loads on every page, itself included. */
const SHELL_MODULES =
  /[\\/](web[\\/]root\.tsx|common[\\/](paths|constants|screens|roles)\.ts|web[\\/]lib[\\/](session|session-return|drafts|meta)\.ts|web[\\/]content[\\/]|web[\\/]components[\\/](layout[\\/](Header|Footer|Logo|NavigationProgress)|ui[\\/](icons|CopyEmailButton))\.tsx)/;

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer files on every page: on a weak link each request waits for a connection and a
        // round trip (docs/decisions/026-login-pre-renderizado-e-js-enxuto.md). React, React DOM
        // and the router travel together, and so do the small modules every page's root loads
        // (header, footer, session, paths). Route modules and portal code keep their own chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            {
              name: 'shell',
              test: SHELL_MODULES,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // The contact form posts to an external provider when the site is built with one (docs/product/contato.md).
  define: { __CONTACT_FORM_ENDPOINT__: JSON.stringify(process.env.CONTACT_FORM_ENDPOINT ?? '') },
});
