/**
 * The About gallery (docs/product/site-publico.md): names are never cut, and a pointer resting on
 * the carousel since before the page's scripts arrived holds it still, as a pointer that entered.
 */
import { test, expect } from './fixtures';
import { holdRequests } from './pages';
import { capturar } from './telas';

const currentDot = (page: import('@playwright/test').Page) =>
  page.locator('.carousel__dot[aria-current="true"]').getAttribute('aria-label');

test('a pointer resting on the gallery before the scripts arrive keeps it still', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // the page's clock, so "longer than the autoplay" is run through instead of waited
  await page.clock.install();
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto('/about');
  const carousel = page.getByRole('region', { name: 'Galeria de fotos e vídeos' });
  await carousel.scrollIntoViewIfNeeded();
  const box = (await carousel.boundingBox())!;
  // The pointer arrives and rests while the page is still only HTML.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  release();
  await page.waitForFunction(() => {
    const el = document.querySelector('.carousel');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  });
  const first = await currentDot(page);
  // Longer than the 3 s autoplay, twice over.
  await page.clock.runFor(7_000);
  expect(await currentDot(page)).toBe(first);
  // Leaving lets it move again.
  await page.mouse.move(5, 5);
  await page.clock.runFor(3_500);
  await expect.poll(() => currentDot(page)).not.toBe(first);
});

test("the gallery's captions show whole names at 390 and 1280 px", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    // a caption measured in the fallback font, before the page's own has loaded, is not the
    // caption a visitor reads
    await page.evaluate(() => document.fonts.ready);
    const carousel = page.getByRole('region', { name: 'Galeria de fotos e vídeos' });
    await carousel.getByRole('button', { name: 'Pausar' }).click();
    const cortadas = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.slide[data-shown="true"] figcaption')]
          .filter((f) => f.scrollWidth > f.clientWidth + 1 || f.scrollHeight > f.clientHeight + 1)
          .map((f) => f.textContent),
      );
    // Every slide in turn, the video "Vento sobre o milharal" among them; a name cut for good
    // stays cut past the wait, one measured mid-slide (500 ms) does not.
    for (let i = 1; i <= 15; i++) {
      await carousel.getByRole('button', { name: new RegExp(`^Ir para o slide ${i}:`) }).click();
      await expect
        .poll(cortadas, { message: `${width}px, slide ${i}`, timeout: 2_000 })
        .toEqual([]);
      if (i === 8) await capturar(page, 'galeria');
    }
  }
});
