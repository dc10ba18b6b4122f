/**
 * Two-factor sign-in (docs/product/conta.md, "Verificação em duas etapas"): a staff member turns
 * it on from Minha Conta and the next login asks for the code; a role that requires it leads its
 * members to enrolment before anything else.
 */
import { test, expect } from './fixtures';

// Several logins, a server of its own or many axe runs: longer than one screen's check.
test.describe.configure({ timeout: 150_000 });
import { submitLogin } from './pages';
import { abaNoServidor, servidorDoArquivo } from './relogio';
import { ativarNaTela, codigoAtual, iniciarNaTela, proximoCodigo } from './segundo-fator';

/**
 * A server of its own for the tests that require two-factor sign-in of a role: requiring it on
 * the shared server would touch the other specs' users. Its tests set the rule they need.
 */
const servidor = servidorDoArquivo();

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
  const { segredo, codigos } = await ativarNaTela(page, rh.password);
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
}) => {
  const srv = await servidor();
  // no role requires it yet (another test of this file may have required it)
  const semRegra = await srv.api.request('PUT', '/api/seguranca/2fa-obrigatorio', {
    token: srv.api.admin.token,
    body: { papeis: [] },
  });
  expect(semRegra.status).toBe(200);
  // Signed in before the rule: led to enrolment at their next call to the server.
  const antes = await srv.api.createUser({ role: 'compliance' });
  const antesPage = await abaNoServidor(browser, srv);
  await antesPage.goto('/login');
  await submitLogin(antesPage, antes.login, antes.password);
  await expect(antesPage).toHaveURL(/\/portal$/);

  const adminPage = await abaNoServidor(browser, srv);
  await adminPage.goto('/login');
  await submitLogin(adminPage, srv.api.admin.login, srv.api.admin.password);
  await adminPage.getByRole('link', { name: /^Segurança das Contas/ }).click();
  await adminPage.getByLabel('Compliance').check();
  await adminPage.getByRole('button', { name: 'Salvar' }).click();
  await expect(adminPage.getByRole('status')).toHaveText('Alterações salvas.');
  await adminPage.context().close();

  await antesPage.getByRole('link', { name: /^Gestão Ouvidoria/ }).click();
  await expect(antesPage).toHaveURL(/\/minha-conta$/);
  await expect(antesPage.getByText('Seu perfil exige a verificação em duas etapas')).toBeVisible();
  await antesPage.context().close();

  const comp = await srv.api.createUser({ role: 'compliance' });
  const page = await abaNoServidor(browser, srv);
  await page.goto('/login');
  await submitLogin(page, comp.login, comp.password);
  await expect(page).toHaveURL(/\/minha-conta$/);
  await expect(page.getByText('Seu perfil exige a verificação em duas etapas')).toBeVisible();
  await page.goto('/links');
  await expect(page).toHaveURL(/\/minha-conta$/);
  await ativarNaTela(page, comp.password);
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole('link', { name: /^Dashboards/ }).click();
  await expect(page).toHaveURL(/\/links$/);
  await page.goto('/minha-conta');
  await expect(page.getByText('Ela é obrigatória para o seu perfil.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Desativar/ })).toHaveCount(0);
  await page.context().close();
});

test('the password is asked to turn it on and off; a code already used says so', async ({
  page,
  api,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh' });
  await loginAs(page, rh);
  await page.goto('/minha-conta');
  await iniciarNaTela(page, 'NaoEhMinhaSenha1');
  await expect(page.getByRole('alert')).toHaveText('Senha incorreta.');
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  const { segredo, usado } = await ativarNaTela(page, rh.password);
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await page.goto('/minha-conta');
  // the code just used to confirm is refused as used, in plain words (the code of now would be
  // a fresh one once a 30-second step has passed since)
  await page.getByLabel('Código do aplicativo ou de recuperação').fill(usado);
  await page.getByLabel('Sua senha').fill(rh.password);
  await page.getByRole('button', { name: 'Desativar verificação em duas etapas' }).click();
  await expect(page.getByRole('alert')).toHaveText('Este código já foi usado; aguarde o próximo.');
  await page.getByLabel('Código do aplicativo ou de recuperação').fill(proximoCodigo(segredo));
  await page.getByLabel('Sua senha').fill('OutraSenhaQualquer9');
  await page.getByRole('button', { name: 'Desativar verificação em duas etapas' }).click();
  await expect(page.getByRole('alert')).toHaveText('Senha incorreta.');
  await page.getByLabel('Sua senha').fill(rh.password);
  await page.getByRole('button', { name: 'Desativar verificação em duas etapas' }).click();
  await expect(
    page.getByRole('button', { name: 'Ativar verificação em duas etapas' }),
  ).toBeVisible();
});

test('on a phone: "Abrir no aplicativo autenticador" (otpauth:) and the codes scrolled into view', async ({
  browser,
  api,
}) => {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 700 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await ctx.newPage();
  const comp = await api.createUser({ role: 'compliance' });
  await page.goto('/login');
  await submitLogin(page, comp.login, comp.password);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/minha-conta');
  await iniciarNaTela(page, comp.password);
  const abrir = page.getByRole('link', { name: 'Abrir no aplicativo autenticador' });
  await expect(abrir).toBeVisible();
  await expect(abrir).toHaveAttribute('href', /^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
  const segredo = (await page.getByTestId('segredo-2fa').innerText()).replace(/\s+/g, '');
  await page.getByLabel('Código do aplicativo').fill(codigoAtual(segredo));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const titulo = page.getByRole('heading', { name: 'Códigos de recuperação' });
  await expect(titulo).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Códigos de recuperação' })).toBeFocused();
  await ctx.close();
});

test('enrolled on another device: the second session is let through, and reads only what it shows', async ({
  browser,
}) => {
  const srv = await servidor();
  const obrigar = await srv.api.request('PUT', '/api/seguranca/2fa-obrigatorio', {
    token: srv.api.admin.token,
    body: { papeis: ['compliance'] },
  });
  expect(obrigar.status).toBe(200);
  const comp = await srv.api.createUser({ role: 'compliance' });
  const entrar = async () => {
    const page = await abaNoServidor(browser, srv);
    await page.goto('/login');
    await submitLogin(page, comp.login, comp.password);
    await expect(page).toHaveURL(/\/minha-conta$/);
    return { ctx: page.context(), page };
  };
  const celular = await entrar();
  const computador = await entrar();
  const leiturasDaLista = async () =>
    (
      (await srv.api.send('GET', '/api/auditoria?acao=leitura_denuncias&limite=500')) as {
        login: string;
      }[]
    ).filter((e) => e.login === comp.login).length;

  // still required: the list is neither drawn nor read (no audit entry), Minha Conta instead
  await computador.page.goto('/admin/denuncias');
  await expect(computador.page).toHaveURL(/\/minha-conta$/);
  expect(await leiturasDaLista()).toBe(0);

  await ativarNaTela(celular.page, comp.password);
  await celular.ctx.close();

  // the other session is no longer held in Minha Conta: "Portal" leads to the portal
  await computador.page.locator('header').getByRole('link', { name: 'Portal' }).first().click();
  await expect(computador.page).toHaveURL(/\/portal$/);
  await expect(
    computador.page.getByRole('heading', { name: /Olá, seja bem-vindo ao seu Portal/ }),
  ).toBeVisible();
  await computador.page.goto('/admin/denuncias');
  await expect(computador.page).toHaveURL(/\/admin\/denuncias$/);
  await expect(computador.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(leiturasDaLista).toBe(1);
  await computador.ctx.close();
});
