/**
 * The API's URLs are written once in common/paths.ts (`api`, what the screens call, and a feature's
 * own calls beside it: common/paths-*.ts) and once as
 * literals where each route is registered (so a grep finds the handler). This ties the two: a
 * route the screens do not know, or a call with no route behind it, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../common/paths.js';
import { apiConteudo } from '../../common/paths-conteudo.js';
import { apiPasskeys } from '../../common/paths-passkeys.js';
import { createTestApp, type TestApp } from './app.js';
import { rotasRegistradas } from './rotas.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route table', () => {
  it('registers exactly the URLs of `api` in common/paths.ts and its siblings', () => {
    const registered = new Set(rotasRegistradas(t.app).map((r) => r.url.replace(/:\w+/g, ':p')));
    const known = new Set(
      [api, apiPasskeys, apiConteudo]
        .flatMap((a) => Object.values(a))
        .map((v) => (typeof v === 'function' ? v(':p') : v)),
    );
    expect([...registered].filter((u) => u.startsWith('/api/')).sort()).toEqual([...known].sort());
  });
});
