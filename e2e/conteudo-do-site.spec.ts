/**
 * "Conteúdo do Site" (docs/product/conteudo.md): rh posts a job opening from a phone; admin writes
 * a news item, previews it, keeps it as a draft and publishes it — the sitemap follows. One flow
 * at 390 px; the final screen checked at 1280 px (no overflow, axe).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';

// two whole flows, each checked by axe at both widths, on a shared 2-core machine
test.describe.configure({ timeout: 180_000 });

/** Screenshots for the review, when SITE_SHOTS names a folder outside the repository. */
async function foto(page: Page, nome: string) {
  const dir = process.env.SITE_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${nome}.png`), fullPage: true });
}

test('rh posts an opening from a phone; it is listed as on the site', async ({
  api,
  page,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh' });
  await loginAs(page, rh);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/conteudo-do-site');
  await expect(page.getByRole('heading', { level: 1, name: 'Conteúdo do Site' })).toBeVisible({
    timeout: 30_000,
  });
  const titulo = `Operador de colhedora ${Date.now()}`;
  const vagas = page.getByRole('region', { name: 'Vagas' });
  await vagas.getByLabel('Título').fill(titulo);
  await vagas.getByLabel('Local').fill('Fazenda Santa Marta, Araguari (MG)');
  await vagas.getByLabel('Tipo').selectOption('safra');
  await vagas.getByLabel('Descrição').fill('Operar colhedora de grãos na safra de soja.');
  await vagas.getByLabel('Requisitos').fill('CNH categoria C e experiência com máquinas.');
  await vagas.getByLabel('Inscrições até').fill('2099-03-31');
  await page.getByRole('button', { name: 'Cadastrar vaga' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Vaga publicada no site.' }),
  ).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: titulo });
  await expect(item.getByText('No site')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { where: 'conteúdo do site, 390 px' });
  await foto(page, 'rh-390');
  await item.getByRole('button', { name: 'Fechar vaga' }).click();
  await expect(item.getByText('Fechada')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 860 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expectNoAxeViolations(page, { where: 'conteúdo do site, 1280 px' });
  await foto(page, 'rh-1280');
});

test('admin previews a news item, keeps a draft, publishes it; the sitemap follows', async ({
  api,
  page,
  loginAs,
  request,
}) => {
  const admin = await api.createUser({ role: 'admin' });
  await loginAs(page, admin);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/conteudo-do-site');
  const titulo = `Dia de campo ${Date.now()}`;
  const noticias = page.getByRole('region', { name: 'Notícias' });
  await noticias.getByLabel('Título').fill(titulo);
  await noticias.getByLabel('Resumo').fill('Produtores da região visitaram a fazenda.');
  await noticias
    .getByLabel('Texto')
    .fill('## Programação\n\nVisita às lavouras **de soja**.\n\n<script>alert(1)</script>');
  await noticias.getByRole('button', { name: 'Pré-visualizar' }).click();
  const previa = page.getByRole('region', { name: 'Pré-visualização do texto' });
  await expect(previa.getByRole('heading', { name: 'Programação' })).toBeVisible();
  await expect(previa.locator('script')).toHaveCount(0);
  await noticias.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByText('Rascunho salvo. Ele não aparece no site.')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: titulo });
  await expect(item.getByText('Rascunho')).toBeVisible();
  await expectNoAxeViolations(page, { where: 'notícias, 1280 px' });
  await foto(page, 'admin-1280');
  const slug = titulo.toLowerCase().replace(/\s+/g, '-');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(slug);
  await item.getByRole('button', { name: 'Publicar' }).click();
  await expect(item.getByText('Publicada')).toBeVisible();
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/noticias/${slug}<`);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { where: 'notícias, 390 px' });
  await foto(page, 'admin-390');
});
