// After `react-router build`: bundles the service worker (sw/service-worker.ts) for the browser
// with Vite, then lets Workbox list every file of the app in it with its revision (the
// precache manifest), so that a new build is a new service worker. Data never goes in:
// docs/decisions/025-app-instalavel-e-offline.md.
import path from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const client = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const bundled = path.join(client, 'sw.src.js');
const dest = path.join(client, 'sw.js');

await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: client,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: {
      entry: path.resolve('sw/service-worker.ts'),
      formats: ['iife'],
      name: 'portalSw',
      fileName: () => 'sw.src.js',
    },
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: dest,
  globDirectory: client,
  globPatterns: [
    // the app shell, pre-rendered pages, every route's script and style
    '__spa-fallback.html',
    '**/index.html',
    'assets/**/*.{js,css,woff2}',
    'icons/*.png',
    'favicon.svg',
    'manifest.webmanifest',
  ],
  // hashed file names already change with their content
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
const fs = await import('node:fs');
fs.rmSync(bundled);
for (const w of warnings) console.warn(w);
console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KB`);
