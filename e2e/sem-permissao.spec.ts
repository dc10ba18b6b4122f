/**
 * Signed in, but not allowed (docs/product/portal.md): the guard still sends the person to the
 * login page (spec, section 2), and the login page says why, with the way back. The login page
 * with that notice is swept by axe at both widths in e2e/gestao-a11y.spec.ts.
 */
import { test, expect } from './fixtures';
import { capturar, semTransbordar } from './telas';

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
  await semTransbordar(page, '/login (sem permissão)');
  await capturar(page, 'login-sem-permissao');
  await motivo.getByRole('link', { name: 'Voltar ao Portal' }).click();
  await expect(page).toHaveURL(/\/portal$/);
});

test('someone signed out sent to the login page is told nothing of the kind', async ({ page }) => {
  await page.goto('/cadastrar');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Usuário', { exact: true })).toBeVisible();
  await expect(page.getByText('não tem acesso')).toHaveCount(0);
});
