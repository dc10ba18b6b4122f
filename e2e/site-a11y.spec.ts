import { test, expect } from './fixtures';
import { gotoHydrated, violacoesAxe } from './pages';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const PAGES = [
  '/',
  '/about',
  '/activities',
  '/contact',
  '/privacidade',
  '/noticias',
  '/trabalhe-conosco',
];
const WIDTHS = [
  { name: 'celular', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

for (const size of WIDTHS) {
  for (const path of PAGES) {
    test(`axe: ${path} no ${size.name} (${size.width} px)`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violacoesAxe(page, { tags: TAGS })).toEqual([]);
    });
  }
}

test('axe: the open lightbox and the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/activities');
  await page.getByRole('list', { name: 'Fotos da pecuária' }).getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violacoesAxe(page, { tags: TAGS })).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  expect(await violacoesAxe(page, { tags: TAGS })).toEqual([]);
});
