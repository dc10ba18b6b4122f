/**
 * The two-factor screens at phone and desktop widths, each checked once by `verificarTela`
 * (nothing wider than the screen, axe; screenshots with CAPTURAS=1).
 */
import { test, expect } from './fixtures';

// Several logins, a server of its own or many axe runs: longer than one screen's check.
test.describe.configure({ timeout: 150_000 });
import { submitLogin } from './pages';
import { ativarNaTela, iniciarNaTela } from './segundo-fator';
import { COMPUTADOR, verificarNasDuasLarguras } from './telas';

test(`Minha Conta, Segurança das Contas and the code step have no axe violations at either width`, async ({
  page,
  api,
  loginAs,
}) => {
  await page.setViewportSize(COMPUTADOR);
  await loginAs(page, api.admin);
  await page.goto('/seguranca');
  await expect(page.getByRole('heading', { level: 1, name: 'Segurança das Contas' })).toBeVisible();
  await expect(page.getByLabel('Administrador')).toBeVisible();
  await verificarNasDuasLarguras(page, 'seguranca');

  const comp = await api.createUser({ role: 'compliance' });
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await submitLogin(page, comp.login, comp.password);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/minha-conta');
  await expect(
    page.getByRole('button', { name: 'Ativar verificação em duas etapas' }),
  ).toBeVisible();
  await verificarNasDuasLarguras(page, 'minha-conta');
  await iniciarNaTela(page, comp.password);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await verificarNasDuasLarguras(page, 'ativar');
  await page.goto('/minha-conta');
  await ativarNaTela(page, comp.password);
  await verificarNasDuasLarguras(page, 'codigos');
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await page.goto('/minha-conta');
  await expect(page.getByText('A verificação em duas etapas está ativa.')).toBeVisible();
  await verificarNasDuasLarguras(page, 'ativa');

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await submitLogin(page, comp.login, comp.password);
  await expect(page.getByRole('heading', { name: 'Código de verificação' })).toBeVisible();
  await verificarNasDuasLarguras(page, 'login-codigo');
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await expect(page.getByLabel('Código de recuperação')).toBeFocused();
  await verificarNasDuasLarguras(page, 'login-codigo-de-recuperacao');
});
