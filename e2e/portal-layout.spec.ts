/**
 * The portal's screens share one frame (docs/product/portal.md): one "← Voltar ao Portal" link, and
 * the content in the same centred column as that link on every screen, the support panel included.
 */
import type { Page } from '@playwright/test';
import { employeeWithAtendimento } from './chat';
import { test, expect } from './fixtures';
import { capturar } from './telas';

async function leftOf(page: Page, name: string) {
  const link = await page.getByRole('link', { name: '← Voltar ao Portal' }).boundingBox();
  const h1 = await page.getByRole('heading', { level: 1, name }).boundingBox();
  return { link: Math.round(link!.x), h1: Math.round(h1!.x) };
}

test('the support panel sits in the same centred column as the other screens at 1366 px', async ({
  page,
  api,
  loginAs,
}) => {
  await employeeWithAtendimento(api);
  await loginAs(page, api.admin);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/painel-atendimentos');
  await expect(page.getByRole('table')).toBeVisible();
  const painel = await leftOf(page, 'Painel de Atendimentos');
  expect(painel.h1).toBe(painel.link);
  // the table fits that column: nothing to scroll sideways, no button cut at the edge
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  const wrap = page.locator('.table-wrap').first();
  expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await capturar(page, 'painel');

  await page.goto('/gestao-usuarios');
  const usuarios = await leftOf(page, 'Gestão de Usuários');
  expect(painel.h1).toBe(usuarios.h1);
});

test('Mensagens de Contato has one way back to the portal', async ({ page, api, loginAs }) => {
  await loginAs(page, api.admin);
  await page.goto('/mensagens-contato');
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens de Contato' })).toBeVisible();
  await expect(page.getByRole('link', { name: /voltar ao portal/i })).toHaveCount(1);
});

test('Editar Usuário and Solicitações de Privacidade use the whole column of their back link', async ({
  page,
  api,
  loginAs,
}) => {
  const u = await api.createUser();
  await loginAs(page, api.admin);
  await page.setViewportSize({ width: 1280, height: 860 });
  for (const [url, name, shot] of [
    [`/gestao-usuarios/${u.id}`, 'Editar Usuário', 'editar-usuario'],
    ['/solicitacoes-de-privacidade', 'Solicitações de Privacidade', 'solicitacoes'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const { link, h1 } = await leftOf(page, name);
    expect(h1, url).toBe(link);
    await capturar(page, shot);
  }
});
