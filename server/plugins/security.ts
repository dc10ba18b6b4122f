import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * The pre-rendered pages carry small inline bootstrap scripts. Rather than allowing
 * 'unsafe-inline', the policy lists the SHA-256 of each one, read from the built HTML at start.
 */
export function inlineScriptHashes(webDir: string): string[] {
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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  mapEmbedUrl: string | undefined,
): Promise<void> {
  const contact = originOf(config.contactFormEndpoint);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inlineScriptHashes(config.webDir)],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...contact],
        'form-action': ["'self'", ...contact],
        'frame-src': originOf(mapEmbedUrl).length ? originOf(mapEmbedUrl) : ["'none'"],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
}
