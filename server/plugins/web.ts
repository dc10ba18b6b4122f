import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppRoute } from '../../common/paths.js';

const HTML_CACHE = 'no-cache';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_ASSET_CACHE = 'public, max-age=86400';

/**
 * Serves the built front end: hashed assets cached for a year, HTML never without revalidation.
 * Pre-rendered public pages are served as they are; portal routes get the app shell.
 */
export async function registerWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const fallbackFile = path.join(webDir, '__spa-fallback.html');
  const hasWeb = fs.existsSync(fallbackFile);
  const pages = new Map<string, string>();
  if (hasWeb) {
    const collect = (dir: string, route: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) collect(path.join(dir, entry.name), `${route}${entry.name}/`);
        else if (entry.name === 'index.html') {
          const key = route === '/' ? '/' : route.replace(/\/$/, '');
          pages.set(key, fs.readFileSync(path.join(dir, entry.name), 'utf8'));
        }
      }
    };
    collect(webDir, '/');
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(webDir, filePath);
        const cache = rel.endsWith('.html')
          ? HTML_CACHE
          : rel.startsWith(`assets${path.sep}`)
            ? HASHED_ASSET_CACHE
            : OTHER_ASSET_CACHE;
        res.header('Cache-Control', cache);
      },
    });
  }
  const shell = hasWeb ? fs.readFileSync(fallbackFile, 'utf8') : '';

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
    reply.header('Cache-Control', HTML_CACHE).type('text/html; charset=utf-8');
    if (page) return reply.send(page);
    return reply.status(isAppRoute(clean) ? 200 : 404).send(shell);
  });
}
