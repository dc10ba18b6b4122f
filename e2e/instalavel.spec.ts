import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';
import { appNoAparelho } from './offline';
import { capturar } from './telas';

// These specs are about the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Chromium never offers to install from an incognito profile, which is what a test context is:
// this one runs in a profile on disk, as a phone's browser would.
test('Chromium finds the portal installable: manifest, icons and service worker', async ({}, info) => {
  const perfil = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-perfil-'));
  const context = await chromium.launchPersistentContext(perfil, {
    ...info.project.use.launchOptions,
    baseURL: info.project.use.baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await appNoAparelho(page);
  await page.reload();
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
    short_name: 'Portal ISM',
    start_url: '/portal',
    display: 'standalone',
  });
  await context.close();
  fs.rmSync(perfil, { recursive: true, force: true });
});

/**
 * A new build, simulated: the served sw.js gets one more line on disk (its compressed copies set
 * aside), so the browser finds a changed service worker and installs it beside the running one,
 * as after a deployment; everything is put back afterwards. (Playwright cannot route a service
 * worker's own script, and building twice would take minutes.)
 */
test('a new version waits and announces itself; "Atualizar" lets it take over and reloads', async ({
  context,
  page,
}) => {
  await page.goto('/');
  await appNoAparelho(page);
  // Opened again: now the page is served by the installed version.
  await page.reload();
  void context;
  const sw = path.resolve(process.env.BUILD_DIR ?? 'build', 'client', 'sw.js');
  const guardados = [sw, `${sw}.br`, `${sw}.gz`].map((f) => [f, fs.readFileSync(f)] as const);
  fs.rmSync(`${sw}.br`);
  fs.rmSync(`${sw}.gz`);
  fs.appendFileSync(sw, '\n// nova versão\n');
  try {
    await novaVersao(page);
  } finally {
    for (const [f, conteudo] of guardados) fs.writeFileSync(f, conteudo);
  }
});

async function novaVersao(page: import('@playwright/test').Page) {
  const antigo = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const url = reg.active!.scriptURL;
    await reg.update();
    return url;
  });
  const aviso = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
  await expect(aviso).toBeVisible({ timeout: 15_000 });
  // The old one still serves this page until the person agrees.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  await expectNoAxeViolations(page, { include: '.aviso-versao' });
  await capturar(page, 'nova-versao');

  await Promise.all([
    page.waitForEvent('load'),
    aviso.getByRole('button', { name: 'Atualizar' }).click(),
  ]);
  await expect(aviso).toHaveCount(0);
  const estado = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { waiting: reg.waiting !== null, url: reg.active?.scriptURL };
  });
  expect(estado).toEqual({ waiting: false, url: antigo });
}
