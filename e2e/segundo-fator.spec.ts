/**
 * Two-factor sign-in (docs/product/conta.md, "Verificação em duas etapas"): a staff member turns
 * it on from Minha Conta and the next login asks for the code; a role that requires it leads its
 * members to enrolment before anything else.
 */
import { test, expect } from './fixtures';

// Several logins, a server of its own or many axe runs: longer than one screen's check.
test.describe.configure({ timeout: 150_000 });
import { submitLogin } from './pages';
import { servidorNoRelogio } from './relogio';
import { ativarNaTela, proximoCodigo } from './segundo-fator';

test('a staff member turns it on, then logs in with a code and once with a recovery code', async ({
  page,
  api,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh' });
  await loginAs(page, rh);
  await page.goto('/portal');
  await page.getByRole('link', { name: /^Minha Conta/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible();
  const { segredo, codigos } = await ativarNaTela(page);
  await expect(page.getByText('são mostrados só agora')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar' }).click();
  expect((await download).suggestedFilename()).toBe('codigos-de-recuperacao.txt');
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await page.locator('main').getByRole('button', { name: /^Sair/ }).click();

  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, rh.login, rh.password);
  await expect(page.getByRole('heading', { name: 'Código de verificação' })).toBeVisible();
  // The intro under the title follows the step.
  await expect(page.getByText('Confirme o acesso com a verificação em duas etapas.')).toBeVisible();
  await expect(page.getByText('Entre com seu usuário e senha.')).toHaveCount(0);
  const campo = page.getByLabel('Código do aplicativo autenticador');
  await expect(campo).toHaveAttribute('inputmode', 'numeric');
  await expect(campo).toHaveAttribute('autocomplete', 'one-time-code');
  expect(await page.evaluate(() => localStorage.getItem('portal_token'))).toBeNull();
  await campo.fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Código de verificação inválido.');
  await campo.fill(proximoCodigo(segredo));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await page.locator('main').getByRole('button', { name: /^Sair/ }).click();

  await submitLogin(page, rh.login, rh.password);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(codigos[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/minha-conta');
  await expect(page.getByText('Códigos de recuperação ainda não usados: 9.')).toBeVisible();
});

test('an admin requires it for a role; a member is led to enrolment before anything else', async ({
  browser,
}, info) => {
  // A server of its own: requiring a role there cannot touch the other specs' users.
  const srv = await servidorNoRelogio(
    new Date().toISOString(),
    Number(process.env.E2E_PORT ?? 3100) + 60 + info.workerIndex,
  );
  try {
    // Signed in before the rule: led to enrolment at their next call to the server.
    const antes = await srv.api.createUser({ role: 'compliance' });
    const antesCtx = await browser.newContext({ baseURL: srv.baseURL });
    const antesPage = await antesCtx.newPage();
    await antesPage.goto('/login');
    await submitLogin(antesPage, antes.login, antes.password);
    await expect(antesPage).toHaveURL(/\/portal$/);

    const admin = await browser.newContext({ baseURL: srv.baseURL });
    const adminPage = await admin.newPage();
    await adminPage.goto('/login');
    await submitLogin(adminPage, srv.api.admin.login, srv.api.admin.password);
    await adminPage.getByRole('link', { name: /^Segurança das Contas/ }).click();
    await adminPage.getByLabel('Compliance').check();
    await adminPage.getByRole('button', { name: 'Salvar' }).click();
    await expect(adminPage.getByRole('status')).toHaveText('Alterações salvas.');
    await admin.close();

    await antesPage.getByRole('link', { name: /^Gestão Ouvidoria/ }).click();
    await expect(antesPage).toHaveURL(/\/minha-conta$/);
    await expect(
      antesPage.getByText('Seu perfil exige a verificação em duas etapas'),
    ).toBeVisible();
    await antesCtx.close();

    const comp = await srv.api.createUser({ role: 'compliance' });
    const ctx = await browser.newContext({ baseURL: srv.baseURL });
    const page = await ctx.newPage();
    await page.goto('/login');
    await submitLogin(page, comp.login, comp.password);
    await expect(page).toHaveURL(/\/minha-conta$/);
    await expect(page.getByText('Seu perfil exige a verificação em duas etapas')).toBeVisible();
    await page.goto('/links');
    await expect(page).toHaveURL(/\/minha-conta$/);
    await ativarNaTela(page);
    await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
    await expect(page).toHaveURL(/\/portal$/);
    await page.getByRole('link', { name: /^Dashboards/ }).click();
    await expect(page).toHaveURL(/\/links$/);
    await page.goto('/minha-conta');
    await expect(page.getByText('Ela é obrigatória para o seu perfil.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Desativar/ })).toHaveCount(0);
    await ctx.close();
  } finally {
    await srv.parar();
  }
});
