import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

/**
 * The pre-rendered pages carry small inline bootstrap scripts. Rather than allowing
 * 'unsafe-inline', the policy lists the SHA-256 of each one, read from the built HTML at start.
 */
function inlineScriptHashes(webDir: string): string[] {
  const hashes = new Set<string>();
  const visit = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(full, 'utf8');
        for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
          if (!m[1]) continue;
          const digest = crypto.createHash('sha256').update(m[1], 'utf8').digest('base64');
          hashes.add(`'sha256-${digest}'`);
        }
      }
    }
  };
  visit(webDir);
  return [...hashes];
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The headers Helmet sets for `options`, computed once. Every directive here is a constant, so
 * the answer is the same for every request; `@fastify/helmet` would build a new Helmet middleware
 * and serialize the policy again on each request, a seventh of a small API answer's time.
 */
function staticHelmetHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number) =>
      headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}

/**
 * Powerful features no page of the site uses; a frame or an injected script cannot ask for them
 * either. Clipboard writing (the copy-e-mail button) and fullscreen (the photo viewer) stay
 * allowed; the microphone (voice messages in the support chat) and passkeys (sign-in and Minha
 * Conta) are allowed to the portal's own pages only, never to a frame of another origin.
 * A document's header (and a worker's): `/api` answers, which never become a document that can
 * run anything, do not carry its 300 bytes (docs/product/seguranca.md).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=()',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const COMMON_HELMET = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' as const },
};

/**
 * The headers of every `/api` answer, error answers written before routing included
 * (`server/plugins/client-errors.ts`). Answers are personal data (sessions, users, reports,
 * messages): no browser or proxy keeps a copy (`Cache-Control: no-store`); a route may still set
 * its own (the signed file route keeps `private` caching until its url expires).
 */
export const API_HEADERS: readonly (readonly [string, string])[] = [
  ...staticHelmetHeaders({
    ...COMMON_HELMET,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'script-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // headers that only act on documents
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }),
  ['cache-control', 'no-store'],
];

/**
 * The headers of the built hashed files (`/assets/`, `/media/`): scripts, styles, fonts and
 * pictures. A policy or a frame rule acts only on documents and workers, so these answers skip
 * them, and the long script-hash list with them: on a weak link every one of the page's twenty
 * files would otherwise carry about 1.5 KB of headers that do nothing
 * (docs/decisions/026-login-pre-renderizado-e-js-enxuto.md). They keep `nosniff`, the resource
 * policy and the referrer policy (a stylesheet's own requests follow it).
 */
const STATIC_FILE_HEADERS: readonly (readonly [string, string])[] = staticHelmetHeaders({
  ...COMMON_HELMET,
  contentSecurityPolicy: false,
  frameguard: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});
const isStaticFile = (url: string) => url.startsWith('/assets/') || url.startsWith('/media/');

/**
 * Three header sets, all from Helmet and all computed once:
 *  - pages and other files get the site's policy (inline bootstrap scripts by hash, the map frame, the
 *    contact form's endpoint) and Helmet's document headers;
 *  - `/api` answers are data, never documents, so they get the strictest policy (nothing may load
 *    or run, nothing may frame them) and only the headers that act on such an answer: no
 *    Permissions-Policy either. That keeps every JSON answer about 1 KB lighter, which matters
 *    for lists polled every 3.5 s;
 *  - the built hashed files get only what acts on them (STATIC_FILE_HEADERS).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  mapEmbedUrl: string | undefined,
): void {
  const contact = originOf(config.contactFormEndpoint);
  const pageHeaders = staticHelmetHeaders({
    ...COMMON_HELMET,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inlineScriptHashes(config.webDir)],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'"],
        // the service worker (/sw.js) and the manifest are the site's own files only
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'connect-src': ["'self'", ...contact],
        'form-action': ["'self'", ...contact],
        'frame-src': originOf(mapEmbedUrl).length ? originOf(mapEmbedUrl) : ["'none'"],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
      },
    },
  });
  pageHeaders.push(['permissions-policy', PERMISSIONS_POLICY]);
  // Set at the start: error answers carry them too (Fastify's error handler keeps the reply's
  // headers), and a route may still override one (the file route sets its own
  // Content-Security-Policy). On the reply, not the raw response: Node then checks each once, as
  // it writes them, instead of also on each raw `setHeader` (docs/decisions/090).
  app.addHook('onRequest', (req, reply, done) => {
    const headers = req.url.startsWith('/api/')
      ? API_HEADERS
      : isStaticFile(req.url)
        ? STATIC_FILE_HEADERS
        : pageHeaders;
    for (const [name, value] of headers) void reply.header(name, value);
    done();
  });
}
