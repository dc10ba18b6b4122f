/**
 * The two widths every portal screen is made for, and what a spec checks at them
 * (docs/decisions/064-e2e-que-custa-o-que-deve.md): a flow runs whole at one width; the other
 * width is checked on its final screen with `verificarOutraLargura` (nothing wider than the
 * screen, and axe). Screenshots are taken only when asked (`CAPTURAS=1`), into the test's own
 * folder under test-results/ (ignored by git).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './pages';

export const CELULAR = { width: 390, height: 844 };
export const COMPUTADOR = { width: 1280, height: 860 };

/** Screenshots only when asked: `CAPTURAS=1 npx playwright test …`. */
export const capturasPedidas = () => process.env.CAPTURAS === '1';

/**
 * A full-page screenshot of the screen as it is now, named `nome-<width>.png`, into the test's
 * folder under test-results/, when CAPTURAS=1; otherwise nothing.
 */
export async function capturar(page: Page, nome: string): Promise<void> {
  if (!capturasPedidas()) return;
  const largura = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: test.info().outputPath(`${nome}-${largura}.png`),
    fullPage: true,
  });
}

/** Nothing wider than the viewport: no sideways scroll; the message names what sticks out. */
export async function semTransbordar(page: Page, onde = page.url()): Promise<void> {
  const largura = page.viewportSize()!.width;
  const { total, fora } = await page.evaluate((w) => {
    const fora = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > w + 1)
      .slice(-3)
      .map((e) => `${e.tagName}.${e.className}`)
      .join(', ');
    return { total: document.documentElement.scrollWidth, fora };
  }, largura);
  expect(total, `${onde} at ${largura}px: ${fora}`).toBeLessThanOrEqual(largura);
}

/**
 * The screen as it is now, at the current width: nothing wider than the viewport, axe clean
 * (limited to `include` or `tags` when given), and its screenshot when asked.
 */
export async function verificarTela(
  page: Page,
  onde: string,
  opts: { include?: string; tags?: string[] } = {},
): Promise<void> {
  await semTransbordar(page, onde);
  await expectNoAxeViolations(page, {
    where: `${onde} (${page.viewportSize()!.width}px)`,
    ...opts,
  });
  await capturar(page, onde.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, ''));
}

/**
 * A flow's final screen at the width the flow did not run at (390 after 1280, 1280 after 390):
 * nothing wider than the viewport, axe clean, a screenshot when asked; then back to the flow's
 * width. Call `verificarTela` first when the flow's own width should be checked too.
 */
export async function verificarOutraLargura(
  page: Page,
  onde: string,
  opts: { include?: string; tags?: string[] } = {},
): Promise<void> {
  const antes = page.viewportSize()!;
  await page.setViewportSize(antes.width >= COMPUTADOR.width ? CELULAR : COMPUTADOR);
  try {
    await verificarTela(page, onde, opts);
  } finally {
    await page.setViewportSize(antes);
  }
}

/**
 * The screen as it is now at both widths, each checked as `verificarTela` does: the width it is
 * at, then the other, and back. The sweeps' check: one visit of a screen-state serves both widths
 * (docs/decisions/064-e2e-que-custa-o-que-deve.md).
 */
export async function verificarNasDuasLarguras(
  page: Page,
  onde: string,
  opts: { include?: string; tags?: string[] } = {},
): Promise<void> {
  await verificarTela(page, onde, opts);
  await verificarOutraLargura(page, onde, opts);
}

/**
 * The screen as it is now at both widths, nothing wider than the viewport (and its screenshots
 * when asked); then back to the width it was at.
 */
export async function semTransbordarNasDuasLarguras(page: Page, onde: string): Promise<void> {
  const antes = page.viewportSize()!;
  try {
    for (const largura of [CELULAR, COMPUTADOR]) {
      await page.setViewportSize(largura);
      await semTransbordar(page, onde);
      await capturar(page, onde.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, ''));
    }
  } finally {
    await page.setViewportSize(antes);
  }
}
