import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppRoute } from '../../common/screens.js';

const HTML_CACHE = 'no-cache';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_ASSET_CACHE = 'public, max-age=86400';
/**
 * The service worker is checked on every visit (browsers also cap its cache at a day): a new
 * build must reach installed apps at once (docs/decisions/025-app-instalavel-e-offline.md).
 */
const SERVICE_WORKER = 'sw.js';

interface Page {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** HTML pages are held in memory, with their compressed forms made once at start. */
function compressedPage(raw: Buffer): Page {
  return { raw, br: zlib.brotliCompressSync(raw), gzip: zlib.gzipSync(raw) };
}

/**
 * Serves the built front end: hashed assets cached for a year, HTML never without revalidation.
 * Pre-rendered public pages are served as they are; portal routes get the app shell.
 */
export async function registerWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const fallbackFile = path.join(webDir, '__spa-fallback.html');
  const hasWeb = fs.existsSync(fallbackFile);
  const pages = new Map<string, Page>();
  if (hasWeb) {
    const collect = (dir: string, route: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) collect(path.join(dir, entry.name), `${route}${entry.name}/`);
        else if (entry.name === 'index.html') {
          const key = route === '/' ? '/' : route.replace(/\/$/, '');
          pages.set(key, compressedPage(fs.readFileSync(path.join(dir, entry.name))));
        }
      }
    };
    collect(webDir, '/');
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // serves the .br / .gz copies written at build time (scripts/compress-build.mjs)
      preCompressed: true,
      setHeaders(res, filePath) {
        // the .br / .gz copy of a file answers for the file itself
        const rel = path.relative(webDir, filePath).replace(/\.(br|gz)$/, '');
        const cache =
          rel.endsWith('.html') || rel === SERVICE_WORKER
            ? HTML_CACHE
            : rel.startsWith(`assets${path.sep}`)
              ? HASHED_ASSET_CACHE
              : OTHER_ASSET_CACHE;
        res.header('Cache-Control', cache);
      },
    });
  }
  const shell = compressedPage(hasWeb ? fs.readFileSync(fallbackFile) : Buffer.alloc(0));

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || !hasWeb) {
      return reply.status(404).send({ error: 'Rota não encontrada.' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Rota não encontrada.' });
    }
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const page = pages.get(clean);
    reply
      .header('Cache-Control', HTML_CACHE)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const chosen = page ?? shell;
    if (!page) reply.status(isAppRoute(clean) ? 200 : 404);
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accept)) return reply.header('Content-Encoding', 'br').send(chosen.br);
    if (/\bgzip\b/.test(accept)) return reply.header('Content-Encoding', 'gzip').send(chosen.gzip);
    return reply.send(chosen.raw);
  });
}
