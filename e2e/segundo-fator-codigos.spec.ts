/**
 * The recovery codes (docs/product/conta.md, "Verificação em duas etapas"): shown once, they stay
 * on screen until the person says they kept them, whatever else is pending (a new Código de
 * Conduta); and Minha Conta makes new ones, with the password, the old ones void.
 */
import { test, expect } from './fixtures';
import { submitLogin } from './pages';
import { servidorNoRelogio } from './relogio';
import { ativarNaTela } from './segundo-fator';

test.describe.configure({ timeout: 150_000 });

test('with a Código de Conduta pending, the codes stay until "Já guardei os códigos"; then the code', async ({
  browser,
}, info) => {
  // A server of its own: a version published on the shared one would lead every spec to the code.
  const srv = await servidorNoRelogio(
    new Date().toISOString(),
    // within the run's own range of ports (E2E_PORT to E2E_PORT + 9)
    Number(process.env.E2E_PORT ?? 3100) + 4 + (info.workerIndex % 2),
  );
  try {
    const admin = { token: srv.api.admin.token };
    const obrigar = await srv.api.request('PUT', '/api/seguranca/2fa-obrigatorio', {
      ...admin,
      body: { papeis: ['rh'] },
    });
    expect(obrigar.status).toBe(200);
    const versao = await srv.api.request('POST', '/api/conduta/versoes', {
      ...admin,
      body: { titulo: 'Código de Conduta', texto: '## Respeito\n\nTratamos todos com respeito.' },
    });
    expect(versao.status).toBe(201);
    const rh = await srv.api.createUser({ role: 'rh' });

    const ctx = await browser.newContext({ baseURL: srv.baseURL });
    const page = await ctx.newPage();
    await page.goto('/login');
    await submitLogin(page, rh.login, rh.password);
    await expect(page).toHaveURL(/\/minha-conta$/);
    // the profile, which says the code is pending, is read once enrolment is no longer pending
    const perfil = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/me' && r.request().method() === 'GET',
    );
    const { codigos } = await ativarNaTela(page, rh.password);
    expect((await (await perfil).json()).conduta_pendente).toBe(true);
    // well after the profile said so: the codes are still there
    await page.waitForTimeout(1_500);
    await expect(page).toHaveURL(/\/minha-conta$/);
    await expect(
      page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem'),
    ).toHaveText(codigos);
    await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
    await expect(page).toHaveURL(/\/codigo-de-conduta$/);
    await ctx.close();
  } finally {
    await srv.parar();
  }
});

test('"Gerar novos códigos" asks for the password and shows 10 new codes once', async ({
  page,
  api,
  loginAs,
}) => {
  const comp = await api.createUser({ role: 'compliance' });
  await loginAs(page, comp);
  await page.goto('/minha-conta');
  const { codigos: antigos } = await ativarNaTela(page, comp.password);
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await page.goto('/minha-conta');
  await expect(page.getByText('Códigos de recuperação ainda não usados: 10.')).toBeVisible();

  await page.getByRole('button', { name: 'Gerar novos códigos' }).click();
  const form = page.getByRole('form', { name: 'Gerar novos códigos de recuperação' });
  await form.getByLabel('Sua senha').fill('NaoEhMinhaSenha1');
  await form.getByRole('button', { name: 'Gerar novos códigos' }).click();
  await expect(form.getByRole('alert')).toHaveText('Senha incorreta.');

  await form.getByLabel('Sua senha').fill(comp.password);
  await form.getByRole('button', { name: 'Gerar novos códigos' }).click();
  await expect(
    page.getByText('Novos códigos gerados. Os anteriores deixaram de valer.'),
  ).toBeVisible();
  const lista = page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(lista).toHaveCount(10);
  const novos = await lista.allInnerTexts();
  for (const c of novos) expect(antigos).not.toContain(c);
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  // back to the panel, not away from Minha Conta
  await expect(page).toHaveURL(/\/minha-conta$/);
  await expect(page.getByText('Códigos de recuperação ainda não usados: 10.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Códigos de recuperação' })).toHaveCount(0);
});
