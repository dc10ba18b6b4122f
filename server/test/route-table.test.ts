/**
 * The API's URLs are written once in common/paths.ts (`api`, what the screens call) and once as
 * literals where each route is registered (so a grep finds the handler). This ties the two: a
 * route the screens do not know, or a call with no route behind it, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../common/paths.js';
import { createTestApp, type TestApp } from './app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every registered URL, read from Fastify's own route tree, parameters as `:p`. */
function registeredUrls(tree: string): Set<string> {
  const stack: string[] = [];
  const urls = new Set<string>();
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const level = m[1]!.length / 4;
    stack.length = level;
    const url = (stack[level - 1] ?? '') + m[2]!;
    stack.push(url);
    if (m[3]) urls.add(url.replace(/:\w+/g, ':p'));
  }
  return urls;
}

describe('route table', () => {
  it('registers exactly the URLs of `api` in common/paths.ts', () => {
    const registered = registeredUrls(t.app.printRoutes({ commonPrefix: false }));
    const known = new Set(Object.values(api).map((v) => (typeof v === 'function' ? v(':p') : v)));
    expect([...registered].filter((u) => u.startsWith('/api/')).sort()).toEqual([...known].sort());
  });
});
