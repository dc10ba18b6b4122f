/**
 * Passkeys ("Chaves de acesso", docs/product/conta.md) in Chromium with the DevTools Protocol's
 * virtual authenticator (a platform authenticator that verifies the user): a staff member with
 * two-factor sign-in on adds a passkey in Minha Conta, signs in with it from /login without a
 * code, removes it, and the removed passkey is refused. One flow at 1280 px, the final screen at
 * 390 px. The portal is opened at http://localhost: browsers refuse an IP address as a passkey's
 * relying party. Minha Conta with a passkey just added is swept by axe at both widths in
 * e2e/gestao-a11y.spec.ts.
 */
import type { Page } from '@playwright/test';
import { autenticadorVirtual, enderecoLocal } from './chaves';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';
import { ativarPelaApi } from './segundo-fator';
import { capturar } from './telas';

test.describe.configure({ timeout: 180_000 });
// a busy machine: the first screen of each step may take long to draw
test.use({ actionTimeout: 20_000 });

const semRolagemLateral = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a staff member adds a passkey, signs in with it without a code, and a removed one is refused', async ({
  page,
  api,
  loginAs,
  baseURL,
}) => {
  const base = enderecoLocal(baseURL!);
  const rh = await api.createUser({ role: 'rh' });
  // two-factor sign-in on, so a password alone would lead to the code step
  await ativarPelaApi(api, rh);
  await page.setViewportSize({ width: 1280, height: 900 });
  await autenticadorVirtual(page);
  // The button's way in. The virtual authenticator verifies every request at once, so it would
  // also answer the offer of passkeys in the Usuário field (conditional mediation) as soon as the
  // login page makes it, racing the tap; here that offer is not available, as in a browser that
  // cannot make it. The field's attribute that asks for it is checked below.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await loginAs(page, rh);

  await page.goto(`${base}/minha-conta`);
  const secao = page.getByRole('region', { name: 'Chaves de acesso' });
  await expect(secao.getByText('Você ainda não tem chaves de acesso.')).toBeVisible({
    timeout: 30_000,
  });
  await secao.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
  await expect(secao.getByRole('status')).toHaveText(
    'Chave de acesso adicionada: Chrome no Linux.',
  );
  const linha = secao.getByRole('listitem').filter({ hasText: 'Chrome no Linux' });
  await expect(linha).toContainText('Ainda não usada');
  await capturar(page, 'chaves-minha-conta');
  await page.setViewportSize({ width: 390, height: 844 });
  await capturar(page, 'chaves-minha-conta');
  await page.setViewportSize({ width: 1280, height: 900 });

  // out, and in again with the passkey: no password, no code
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Usuário', { exact: true })).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText('Código de verificação')).toHaveCount(0);

  // removed, with the password
  await page.goto(`${base}/minha-conta`);
  await expect(linha).toContainText(/Usada agora há pouco/);
  await linha.getByRole('button', { name: 'Remover a chave de acesso Chrome no Linux' }).click();
  await linha.getByLabel('Sua senha').fill(rh.password);
  await linha.getByRole('button', { name: 'Remover chave' }).click();
  await expect(secao.getByRole('status')).toHaveText('Chave de acesso removida: Chrome no Linux.');
  await expect(secao.getByText('Você ainda não tem chaves de acesso.')).toBeVisible({
    timeout: 30_000,
  });

  // the phone still holds it; the portal no longer accepts it
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expect(page.getByRole('alert')).toHaveText(/não está cadastrada no portal/);
  await expect(page).toHaveURL(/\/login$/);

  // the final screen at a phone's width: a refusal only this flow reaches (a passkey removed)
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Entrar com chave de acesso' })).toBeVisible();
  expect(await semRolagemLateral(page)).toBe(true);
  await expectNoAxeViolations(page, { where: '/login com a chave recusada, 390 px' });
  await capturar(page, 'chaves-login-recusada');
  await page.setViewportSize({ width: 1280, height: 900 });
  await capturar(page, 'chaves-login-recusada');
});
