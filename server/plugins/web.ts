import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * A built page, with the compressed copies the build wrote beside it (scripts/compress-build.mjs):
 * compressing every page again at the strongest brotli was a sixth of the server's start-up. A
 * copy missing (a page too small to compress) or not matching the page is made here.
 */
function builtPage(file: string): Page {
  const raw = fs.readFileSync(file);
  const copia = (ext: 'br' | 'gz', abrir: (b: Buffer) => Buffer): Buffer | undefined => {
    try {
      const bytes = fs.readFileSync(`${file}.${ext}`);
      return abrir(bytes).equals(raw) ? bytes : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    raw,
    br: copia('br', zlib.brotliDecompressSync) ?? zlib.brotliCompressSync(raw),
    gzip: copia('gz', zlib.gunzipSync) ?? zlib.gzipSync(raw),
  };
}

/** The site content's data block the build wrote into its pages (scripts/bloco-do-site.mjs). */
const BLOCO_DA_BUILD = /<script type="application\/json" id="conteudo-do-site">.*?<\/script>/s;

/** The public pages drawn from the database's content (server/features/conteudo/paginas.ts). */
export interface PaginasDesenhadas {
  /** undefined: not a drawn page; null: a drawn page with nothing at this address */
  pagina(caminho: string, req: FastifyRequest): Promise<Page | null | undefined>;
  /** the site content's data block, put into the app shell */
  blocoDoSite(): Promise<string>;
}

/**
 * Serves the built front end: hashed assets cached for a year, HTML never without revalidation.
 * Public pages are drawn from the site's content when `desenhadas` is given, else served as
 * built; portal routes get the app shell, with the site's content for its header and footer.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDir: string,
  desenhadas?: (webDir: string) => Promise<PaginasDesenhadas | null>,
): Promise<void> {
  const fallbackFile = path.join(webDir, '__spa-fallback.html');
  const hasWeb = fs.existsSync(fallbackFile);
  const pages = new Map<string, Page>();
  if (hasWeb) {
    const collect = (dir: string, route: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) collect(path.join(dir, entry.name), `${route}${entry.name}/`);
        else if (entry.name === 'index.html') {
          const key = route === '/' ? '/' : route.replace(/\/$/, '');
          pages.set(key, builtPage(path.join(dir, entry.name)));
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
        // A hashed file never changes and is never asked for again within its year: the
        // validators and the ranges offer would only add bytes to each of a page's ten or so
        // scripts on a weak link (docs/decisions/026-login-pre-renderizado-e-js-enxuto.md).
        if (cache === HASHED_ASSET_CACHE) {
          res.removeHeader('etag');
          res.removeHeader('last-modified');
          res.removeHeader('accept-ranges');
        }
      },
    });
  }
  const shellBuilt = hasWeb ? builtPage(fallbackFile) : compressedPage(Buffer.alloc(0));
  const shellRaw = shellBuilt.raw.toString('utf8');
  const vivas = hasWeb && desenhadas ? await desenhadas(webDir) : null;
  // the shell with the site's content, made again when the content's data block changes
  let shellVivo: { bloco: string; page: Page } | undefined;
  const shellAgora = async (): Promise<Page> => {
    if (!vivas) return shellBuilt;
    const bloco = await vivas.blocoDoSite();
    if (shellVivo?.bloco !== bloco) {
      const html = shellRaw.replace(BLOCO_DA_BUILD, '').replace('</head>', `${bloco}</head>`);
      shellVivo = { bloco, page: compressedPage(Buffer.from(html)) };
    }
    return shellVivo.page;
  };

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || !hasWeb) {
      return reply.status(404).send({ error: 'Rota não encontrada.' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Rota não encontrada.' });
    }
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const drawn = vivas ? await vivas.pagina(clean, req) : undefined;
    const page = drawn === undefined ? pages.get(clean) : drawn;
    reply
      .header('Cache-Control', HTML_CACHE)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const chosen = page ?? (await shellAgora());
    if (!page) reply.status(drawn === null || !isAppRoute(clean) ? 404 : 200);
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accept)) return reply.header('Content-Encoding', 'br').send(chosen.br);
    if (/\bgzip\b/.test(accept)) return reply.header('Content-Encoding', 'gzip').send(chosen.gzip);
    return reply.send(chosen.raw);
  });
}
