import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 {status: ok} while the database answers, 503 when it does not', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    t.app.ctx.dbHandle.ping = async () => false;
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(503);
  });
});

describe('every answer', () => {
  it('carries CSP without unsafe-inline scripts, nosniff, frame-ancestors and a referrer policy', async () => {
    for (const url of ['/api/health', '/api/me', '/api/nao-existe']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeTruthy();
    }
  });

  it('API answers are data: nothing may load, run or frame them (decision 008)', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const directives = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(directives).toEqual(
      expect.arrayContaining(["default-src 'none'", "script-src 'none'", "frame-ancestors 'none'"]),
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('pages deny camera, location, payment and USB, and keep the microphone and passkeys to the portal itself (Permissions-Policy); API answers, never documents, skip its bytes', async () => {
    for (const url of ['/', '/contact', '/portal']) {
      const policy = String((await t.app.inject({ url })).headers['permissions-policy']);
      for (const feature of ['camera', 'geolocation', 'payment', 'usb']) {
        expect(policy, url).toContain(`${feature}=()`);
      }
      for (const feature of [
        'microphone',
        'publickey-credentials-get',
        'publickey-credentials-create',
      ]) {
        expect(policy, url).toContain(`${feature}=(self)`);
      }
    }
    for (const url of ['/api/health', '/api/me', '/api/nao-existe']) {
      const res = await t.app.inject({ url });
      expect(res.headers['permissions-policy'], url).toBeUndefined();
      expect(res.headers['content-security-policy'], url).toContain("script-src 'none'");
    }
  });

  it('unknown API routes answer a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Rota não encontrada.' });
  });

  it('huge bodies get 413, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'a', senha: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBeTruthy();
  });
});
