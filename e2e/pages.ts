/** What many specs do on a screen: check accessibility, type a login, hold the page's clock. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/** axe-core's own build, put into the page once per document (docs/decisions/064-e2e-que-custa-o-que-deve.md). */
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page (or in `include`, a CSS selector), as "rule: elements". `tags`
 * limits the rules, as the public pages' WCAG check does.
 *
 * axe-core runs in the page itself, put there once per document, and gathers only violations.
 * @axe-core/playwright's way cost three to four times as much per check (1.4–3.9 s against
 * 0.2–1.1 s, idle machine): it opens a blank page for every check to combine the frames'
 * results, and it collects every passed check too. What that buys, reaching into frames of
 * another origin, the portal has no use for: its one frame is the map, a third party's page
 * loaded only when asked for, which is not ours to check.
 */
export async function violacoesAxe(
  page: Page,
  opts: { tags?: string[]; include?: string } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  // A transition under way is judged half-way: the header turning solid behind white links failed
  // color-contrast once in CI. Finite animations end first; endless ones (a progress bar) don't.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(async ({ tags, include }) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const { violations } = await axe.run(include ?? document, {
      resultTypes: ['violations'],
      iframes: false,
      ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
    });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  }, opts);
}

/** No axe violation on the page (or in `include`); the message lists them, with `where`. */
export async function expectNoAxeViolations(
  page: Page,
  opts: { where?: string; tags?: string[]; include?: string } = {},
) {
  expect(await violacoesAxe(page, opts), opts.where ?? page.url()).toEqual([]);
}

/**
 * A sentinel instead of a wait: one request the page makes now, answered. The page's requests
 * reach the test in the order it made them, so any request started before this call (by a
 * timer just run, a click) has been seen by the test's listeners when it returns.
 */
export async function sentinela(page: Page): Promise<void> {
  await page.evaluate(() => fetch('/api/health').then((r) => r.text()));
}

/**
 * Watches the page's requests that `quais` picks; `respondidos()` returns once every one made so
 * far (`sentinela`) has its answer: "the second click's answer, had it written a row, is in".
 */
export function observarPedidos(page: Page, quais: (r: Request) => boolean) {
  const vistos: Request[] = [];
  page.on('request', (r) => {
    if (quais(r)) vistos.push(r);
  });
  return {
    vistos,
    async respondidos(): Promise<number> {
      await sentinela(page);
      await Promise.all(vistos.map((r) => r.response()));
      return vistos.length;
    },
  };
}

/**
 * A sentinel for "the screen has taken in the answer it just got": a task of the page, a frame
 * and a task again, so what an answer sets off (a render, its effects, a navigation) is done.
 * Call it after awaiting the response itself (e.g. the profile of /api/me), instead of a wait.
 */
export async function depoisDaResposta(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((r) =>
        setTimeout(() => requestAnimationFrame(() => setTimeout(() => r()))),
      ),
  );
}

/**
 * Holds the page's clock (installed before it loaded) still, a second ahead of now: from here
 * only `page.clock.runFor` moves it, so a timer started by what follows counts from a known
 * instant however slow the machine is. Anything the page does after a task of its own (a query's
 * answer drawn, a mutation's success) then waits for the clock to run: step it with
 * `avancarAte` (e2e/chat.ts) until the screen shows it. axe runs on timers too: never call it
 * while the clock is held.
 */
export async function pararRelogio(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Fills and submits the login form. */
export async function submitLogin(page: Page, login: string, password: string) {
  await page.getByLabel('Usuário', { exact: true }).fill(login);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Holds the page's requests to `url` until `release()` is called, so a test sees the in-flight
 * state however slow the machine is; later requests pass at once.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens a pre-rendered page (public site, /login) and waits until React has taken it over: its
 * scripts are asked for only once it is painted (docs/decisions/027-scripts-apos-a-pintura.md),
 * and a tap before that gets the browser's own behaviour (a link navigates, a menu button does
 * nothing).
 */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

/** Waits until React has taken over the page on screen (a public page loaded by a link, say). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const menu = document.querySelector('.site-header__toggle');
    return !!menu && Object.keys(menu).some((k) => k.startsWith('__reactProps'));
  });
}
