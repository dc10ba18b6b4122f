/**
 * Signed in, but not allowed (docs/product/portal.md): the guard still sends the person to the
 * login page (spec, section 2), and the login page says why, with the way back.
 */
import fs from 'node:fs';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';

const SHOTS = '/tmp/shots-sem-permissao';

test('RH typing /cadastrar lands on the login page told why, with the way back to the portal', async ({
  page,
  api,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh', nome: 'Helena Prado' });
  await loginAs(page, rh);
  await page.goto('/cadastrar');
  await expect(page).toHaveURL(/\/login$/);
  const motivo = page.getByRole('status').filter({ hasText: 'não tem acesso' });
  await expect(motivo).toHaveText(
    'Você está conectado como Helena Prado (RH), e esse perfil não tem acesso à página que você tentou abrir. Voltar ao Portal ou entre com outra conta.',
  );
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await page.screenshot({ path: `${SHOTS}/login-${width}.png`, fullPage: true });
  }
  await expectNoAxeViolations(page, { where: '/login (sem permissão)' });
  await motivo.getByRole('link', { name: 'Voltar ao Portal' }).click();
  await expect(page).toHaveURL(/\/portal$/);
});

test('someone signed out sent to the login page is told nothing of the kind', async ({ page }) => {
  await page.goto('/cadastrar');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Usuário', { exact: true })).toBeVisible();
  await expect(page.getByText('não tem acesso')).toHaveCount(0);
});
