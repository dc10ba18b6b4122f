import type { Locator } from '@playwright/test';

/**
 * The fastest double click: two clicks in one task of the page, before the screen can draw the
 * first one's "sending" state. A button that only disables itself lets both through; a create
 * sent with one Idempotency-Key (web/lib/criacao-unica.ts) is still written once.
 */
export async function cliqueDuplo(botao: Locator): Promise<void> {
  await botao.evaluate((b: HTMLElement) => {
    b.click();
    b.click();
  });
}
