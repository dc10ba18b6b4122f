import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: { target: 'es2022' },
  // The contact form posts to an external provider when the site is built with one (decisions §6).
  define: { __CONTACT_FORM_ENDPOINT__: JSON.stringify(process.env.CONTACT_FORM_ENDPOINT ?? '') },
});
