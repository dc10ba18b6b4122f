import { test, expect } from './fixtures';

/**
 * The pre-rendered pages ask for their scripts only once painted, and once their main image is on
 * screen (docs/decisions/027-scripts-apos-a-pintura.md); then they come to life as before.
 */
const PAGES = ['/', '/about', '/activities', '/contact', '/login'];

type Timing = {
  firstPaint: number;
  mainImage: number | null;
  firstScript: number;
  scripts: number;
};

for (const path of PAGES) {
  test(`${path} paints (and shows its main image) before asking for its scripts`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    if (path === '/login') {
      // The button works before the scripts (docs/decisions/071-login-utilizavel-antes-dos-scripts.md):
      // the page has come to life once React holds the form.
      await page.waitForFunction(() => {
        const form = document.getElementById('form-login');
        return !!form && Object.keys(form).some((k) => k.startsWith('__reactProps'));
      });
    } else {
      // The menu button works only once React has taken over the page.
      const menu = page.getByRole('button', { name: /menu/ });
      await expect(async () => {
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
      }).toPass();
    }
    const t = await page.evaluate((): Timing => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => /\/assets\/.*\.js$/.test(r.name));
      const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const image = main && resources.find((r) => r.name === main.currentSrc);
      return {
        firstPaint: paint?.startTime ?? Infinity,
        mainImage: image ? image.responseEnd : null,
        firstScript: Math.min(...scripts.map((r) => r.startTime)),
        scripts: scripts.length,
      };
    });
    expect(t.scripts).toBeGreaterThan(3);
    expect(t.firstScript).toBeGreaterThanOrEqual(t.firstPaint);
    if (path !== '/login') expect(t.mainImage).not.toBeNull();
    if (t.mainImage !== null) expect(t.firstScript).toBeGreaterThanOrEqual(t.mainImage);
  });
}
