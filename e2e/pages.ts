/** What many specs do on a screen: check accessibility, type a login, hold the page's clock. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * No axe violation on the page (or in `include`), listed as "rule: elements" when there are.
 * `tags` limits the rules, as the public pages' WCAG check does.
 */
export async function expectNoAxeViolations(
  page: Page,
  opts: { where?: string; tags?: string[]; include?: string } = {},
) {
  let axe = new AxeBuilder({ page });
  if (opts.tags) axe = axe.withTags(opts.tags);
  if (opts.include) axe = axe.include(opts.include);
  const { violations } = await axe.analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`);
  expect(found, opts.where ?? page.url()).toEqual([]);
}

/** Fills and submits the login form. */
export async function submitLogin(page: Page, login: string, password: string) {
  await page.getByLabel('Usuário', { exact: true }).fill(login);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
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
  await page.waitForFunction(() => {
    const menu = document.querySelector('.site-header__toggle');
    return !!menu && Object.keys(menu).some((k) => k.startsWith('__reactProps'));
  });
}
