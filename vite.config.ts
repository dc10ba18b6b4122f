import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: { target: 'es2022' },
});
