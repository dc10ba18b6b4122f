import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from '../test/app.js';
import { requireWebBuild, WEB_DIR } from '../test/process.js';
import { registerWeb } from './web.js';

// Serving the built front end does not depend on the database: runs once, in the SQLite project.

describe.skipIf(usingPostgres())('serving the built front end', () => {
  let t: TestApp;
  beforeAll(async () => {
    requireWebBuild();
    t = await createTestApp({ env: { WEB_DIR } });
  });
  afterAll(() => t.close());

  it('serves the pre-rendered public pages and login page as HTML, never cached without revalidation', async () => {
    for (const url of ['/', '/about', '/activities', '/contact', '/about/', '/login']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(self\)/);
      expect(res.body).toContain('<header');
      expect(res.body).toContain('</footer>');
    }
  });

  it('serves the app shell for portal routes with 200 and for unknown pages with 404', async () => {
    for (const url of ['/portal', '/atendimento-suporte/12', '/gestao-usuarios/new']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('__reactRouterContext');
    }
    expect((await t.app.inject({ url: '/nao-existe' })).statusCode).toBe(404);
  });

  it('sends pages and assets compressed to browsers that accept it', async () => {
    const raw = await t.app.inject({ url: '/about' });
    const br = await t.app.inject({
      url: '/about',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(raw.body);
    const gz = await t.app.inject({ url: '/portal', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('__reactRouterContext');
    const asset = fs.readdirSync(path.join(WEB_DIR, 'assets')).find((f) => f.endsWith('.js'))!;
    const js = await t.app.inject({
      url: `/assets/${asset}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.rawPayload.length).toBeLessThan(
      fs.statSync(path.join(WEB_DIR, 'assets', asset)).size,
    );
  });

  it('caches hashed assets for a year', async () => {
    const asset = fs.readdirSync(path.join(WEB_DIR, 'assets')).find((f) => f.endsWith('.js'))!;
    const res = await t.app.inject({ url: `/assets/${asset}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    // never revalidated within its year: no validators, no ranges, only bytes on a weak link
    for (const header of ['etag', 'last-modified', 'accept-ranges']) {
      expect(res.headers[header], header).toBeUndefined();
    }
    // what is not hashed is still revalidated
    const sw = await t.app.inject({ url: '/sw.js' });
    expect(sw.headers.etag ?? sw.headers['last-modified']).toBeDefined();
  });

  it('sends the built files only the headers that act on them, not the page policy', async () => {
    const asset = fs.readdirSync(path.join(WEB_DIR, 'assets')).find((f) => f.endsWith('.js'))!;
    const media = fs.readdirSync(path.join(WEB_DIR, 'media')).find((f) => f.endsWith('.avif'))!;
    for (const url of [`/assets/${asset}`, `/media/${media}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
    const page = await t.app.inject({ url: '/login' });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the service worker from the root, revalidated on every visit, and the manifest', async () => {
    for (const encoding of ['', 'br']) {
      const sw = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(sw.headers['content-type']).toMatch(/javascript/);
    }
    const page = await t.app.inject({ url: '/portal' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(JSON.parse(manifest.body)).toMatchObject({
      start_url: '/portal',
      display: 'standalone',
    });
  });

  it("allows each inline script of the pages by its hash, with no 'unsafe-inline'", async () => {
    for (const url of ['/', '/login', '/portal']) {
      const res = await t.app.inject({ url });
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.startsWith('script-src'))!;
      expect(scriptSrc).not.toContain('unsafe-inline');
      const inline = [
        // data blocks (the site's content, schema.org) are not run: no policy applies to them
        ...res.body.matchAll(
          /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ].map((m) => m[1]!);
      expect(inline.length).toBeGreaterThan(0);
      for (const code of inline) {
        const hash = crypto.createHash('sha256').update(code).digest('base64');
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
      }
    }
  });
});

describe.skipIf(usingPostgres())('the built pages’ compressed copies', () => {
  it('are sent as the build wrote them, and one that does not match its page is made again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    const pagina = (nome: string) =>
      `<!doctype html><html><body><h1>${nome}</h1>${'<p>texto</p>'.repeat(80)}</body></html>`;
    fs.writeFileSync(path.join(dir, '__spa-fallback.html'), pagina('casca'));
    fs.mkdirSync(path.join(dir, 'login'));
    const login = path.join(dir, 'login', 'index.html');
    fs.writeFileSync(login, pagina('entrar'));
    // a copy the build wrote (told apart by its level: the server's own would be the strongest)
    const daBuild = zlib.brotliCompressSync(pagina('entrar'), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
    });
    fs.writeFileSync(`${login}.br`, daBuild);
    // a copy left from another build: not this page
    fs.writeFileSync(`${login}.gz`, zlib.gzipSync(pagina('outra')));
    const app = Fastify();
    try {
      await registerWeb(app, dir);
      const br = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.equals(daBuild)).toBe(true);
      const gz = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(pagina('entrar'));
      const casca = await app.inject({ url: '/portal', headers: { 'accept-encoding': 'br' } });
      expect(zlib.brotliDecompressSync(casca.rawPayload).toString()).toBe(pagina('casca'));
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
