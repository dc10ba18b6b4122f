import { test, expect } from './fixtures';
import { holdRequests } from './pages';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

test('bootstrap admin: first login, forced password change, portal, registering a user who must change theirs', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await page.goto('/login');
  // Hold the login answer to see the in-flight state.
  const release = await holdRequests(page, '**/api/login');
  await page.getByLabel('Usuário', { exact: true }).fill('admin');
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos');

  await page.getByLabel('Senha').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/alterar-senha$/);
  await expect(page.getByLabel('Senha atual')).toHaveCount(0);
  await page.getByLabel('Nova senha', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'A nova senha deve ser diferente da senha atual.',
  );
  await page.getByLabel('Nova senha', { exact: true }).fill('NovaSenhaDoAdmin1');
  await page.getByLabel('Confirmar nova senha').fill('NovaSenhaDoAdmin1');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  const status = page.getByRole('status');
  await expect(status).toHaveText(
    'Senha alterada com sucesso! Você será redirecionado para o login em 15 segundos...',
  );
  await page.clock.runFor(1_000);
  await expect(status).toContainText('em 14 segundos');
  await page.clock.runFor(14_500);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('portal_token'))).toBeNull();

  await page.unroute('**/api/login');
  await page.getByLabel('Usuário', { exact: true }).fill('admin');
  await page.getByLabel('Senha').fill('NovaSenhaDoAdmin1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Olá, seja bem-vindo ao seu Portal, Administrador',
  );
  for (const label of [
    'Dashboards',
    'Ouvidoria',
    'Suporte',
    'Gestão Ouvidoria',
    'Painel de Suporte',
    'Cadastro de Usuário',
    'Gestão de Usuários',
    'Auditoria',
    'Alterar Senha',
  ]) {
    await expect(page.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  await expect(page.locator('main').getByRole('button', { name: /^Sair/ })).toBeVisible();

  await page.getByRole('link', { name: /^Cadastro de Usuário/ }).click();
  await expect(page).toHaveURL(/\/cadastrar$/);
  await expect(page.getByLabel('Cargo')).toHaveValue('colaborador');
  const login = `maria.${Date.now()}`;
  await page.getByLabel('Nome').fill('Maria Aparecida');
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Senha').fill('Provisoria123');
  await page.getByLabel('Cargo').selectOption('rh');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByRole('status')).toHaveText('Usuário cadastrado com sucesso!');
  await expect(page.getByLabel('Nome')).toHaveValue('');
  await expect(page.getByLabel('Login')).toHaveValue('');
  await expect(page.getByLabel('Senha')).toHaveValue('');
  await expect(page.getByLabel('Cargo')).toHaveValue('rh');

  await page.getByLabel('Nome').fill('Outra Maria');
  await page.getByLabel('Login').fill(login.toUpperCase());
  await page.getByLabel('Senha').fill('Provisoria123');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Erro: Este login já está em uso.');

  // The new user logs in elsewhere, must change the password, then sees the rh portal.
  const ctx = await browser.newContext();
  const other = await ctx.newPage();
  await other.goto('/login');
  await other.getByLabel('Usuário', { exact: true }).fill(login);
  await other.getByLabel('Senha').fill('Provisoria123');
  await other.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(other).toHaveURL(/\/alterar-senha$/);
  await other.goto('/portal');
  await expect(other).toHaveURL(/\/alterar-senha$/);
  await ctx.close();
});

test('a colaborador is sent from an admin route to /login with replace navigation', async ({
  page,
  api,
  loginAs,
}) => {
  const colaborador = await api.createUser({ role: 'colaborador', nome: 'João Batista' });
  await loginAs(page, colaborador);
  await page.goto('/portal');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('João Batista');
  await expect(page.getByRole('link', { name: /^Cadastro de Usuário/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Auditoria/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Gestão Ouvidoria/ })).toHaveCount(0);
  await page.goto('/cadastrar');
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/portal$/);
});

test('a corrupt portal_user counts as logged out; an undecodable token clears both keys', async ({
  page,
  api,
}) => {
  const u = await api.createUser();
  await page.goto('/');
  await page.evaluate((token) => {
    localStorage.setItem('portal_token', token);
    localStorage.setItem('portal_user', '{isto não é json');
  }, u.token);
  await page.goto('/portal');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sair' })).toHaveCount(0);

  await page.evaluate((user) => {
    localStorage.setItem('portal_token', 'não-é-um-token');
    localStorage.setItem('portal_user', user);
  }, JSON.stringify(u.user));
  await page.goto('/links');
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('portal_token'),
      localStorage.getItem('portal_user'),
    ]),
  ).toEqual([null, null]);
});

test('Sair in the header logs out and returns to the login page', async ({
  page,
  employee: _employee,
}) => {
  await page.goto('/links');
  await expect(page.getByRole('heading', { name: 'Dashboards ISM' })).toBeVisible();
  const links = page.locator('main a[target="_blank"]');
  await expect(links).toHaveCount(6);
  await expect(links.first()).toHaveAttribute('href', /^https:\/\//);
  await expect(links.first()).toHaveAttribute('rel', /noopener/);
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('portal_user'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toHaveCount(0);
});

test('Alterar Senha: the new password typed twice must match, and "Mostrar senha" shows what was typed', async ({
  page,
  api,
  loginAs,
}) => {
  const u = await api.createUser();
  await loginAs(page, u);
  await page.goto('/alterar-senha');
  const pedidos: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/alterar-senha') pedidos.push(r.method());
  });
  const atual = page.getByLabel('Senha atual');
  const nova = page.getByLabel('Nova senha', { exact: true });
  const confirmar = page.getByLabel('Confirmar nova senha');
  await atual.fill(u.password);
  await nova.fill('Colheita2026Nova');
  await confirmar.fill('Colheita2026Nvoa');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'A confirmação não confere com a nova senha. Digite a mesma senha nos dois campos.',
  );
  await expect(confirmar).toHaveAttribute('aria-invalid', 'true');
  expect(pedidos).toEqual([]);

  for (const campo of [atual, nova, confirmar])
    await expect(campo).toHaveAttribute('type', 'password');
  await page.getByLabel('Mostrar senha').check();
  for (const campo of [atual, nova, confirmar]) await expect(campo).toHaveAttribute('type', 'text');
  await expect(confirmar).toHaveValue('Colheita2026Nvoa');
  await confirmar.fill('Colheita2026Nova');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('status')).toContainText('Senha alterada com sucesso!');
  expect(pedidos).toEqual(['POST']);
});
