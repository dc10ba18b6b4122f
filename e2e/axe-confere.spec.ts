/**
 * The accessibility check itself (e2e/pages.ts `violacoesAxe`) finds what it must: an image with
 * no alternative text, text whose contrast is too low, and only inside `include` when given.
 */
import { test, expect } from './fixtures';
import { gotoHydrated, violacoesAxe } from './pages';

test('the axe check reports a planted violation, and only inside include', async ({ page }) => {
  // a page React has taken over: nothing it renders later removes what is planted
  await gotoHydrated(page, '/contact');
  expect(await violacoesAxe(page)).toEqual([]);
  await page.evaluate(() => {
    const caixa = document.createElement('section');
    caixa.id = 'plantada';
    caixa.innerHTML =
      '<img src="/favicon.ico" width="10" height="10"><p style="color:#eee;background:#fff">Texto</p>';
    document.querySelector('main')!.append(caixa);
  });
  const todas = await violacoesAxe(page);
  expect(todas).toContainEqual(expect.stringMatching(/^image-alt: /));
  expect(todas).toContainEqual(expect.stringMatching(/^color-contrast: (#plantada > )?p/));
  expect(await violacoesAxe(page, { include: 'form' })).toEqual([]);
  expect(await violacoesAxe(page, { include: '#plantada', tags: ['wcag2a'] })).toEqual([
    expect.stringMatching(/^image-alt:/),
  ]);
});
