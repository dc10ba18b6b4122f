/**
 * Screenshots for a review, only when asked: SITE_SHOTS names a folder outside the repository
 * (or a git-ignored one, such as .work/shots); without it nothing is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';

export async function fotoDeRevisao(page: Page, nome: string) {
  const dir = process.env.SITE_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  // from the top, so the fixed header and the sticky bars are drawn where a person first sees them
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${nome}.png`), fullPage: true });
}

/**
 * A small landscape photo as a phone would send one (PNG, 640 × 427): a sky, a sun and two
 * fields, so a thumbnail of it looks like a picture in a screenshot.
 */
export function fotoDePaisagem(ceu = '#8cc3e8', campo = '#4f8a3c'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="427">
    <defs><linearGradient id="c" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${ceu}"/><stop offset="1" stop-color="#f6e7c1"/>
    </linearGradient></defs>
    <rect width="640" height="427" fill="url(#c)"/>
    <circle cx="470" cy="150" r="46" fill="#f4c542"/>
    <path d="M0 260 Q160 200 330 250 T640 230 V427 H0 Z" fill="#6fa35a"/>
    <path d="M0 320 Q200 270 420 320 T640 300 V427 H0 Z" fill="${campo}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
