/**
 * "Aparelhos conectados" (docs/product/conta.md): a person signed in on two browsers ends the
 * other one from Minha Conta, and that one is sent to the login; a manager ends all of a user's
 * sessions from Gestão de Usuários. Minha Conta with three devices (a colaborador's and an admin's),
 * the user's account and its "Encerrar sessões" confirmation are swept by axe at both widths in
 * e2e/gestao-a11y.spec.ts.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, type E2EUser } from './fixtures';
import { submitLogin } from './pages';
import { capturar, CELULAR, semTransbordar } from './telas';

test.describe.configure({ timeout: 150_000 });

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A browser of its own (a device) signed in through the login screen. */
async function entrar(browser: Browser, u: E2EUser, userAgent?: string, cidade?: string) {
  const ctx = await browser.newContext({
    ...(userAgent ? { userAgent } : {}),
    // what nginx with GeoIP adds to the sign-in (CIDADE_HEADER, playwright.config.ts)
    ...(cidade ? { extraHTTPHeaders: { 'X-Cidade': cidade } } : {}),
  });
  const page = await ctx.newPage();
  await page.goto('/login');
  await submitLogin(page, u.login, u.password);
  await expect(page).toHaveURL(/\/portal$/);
  return { ctx, page };
}

const lista = (page: Page) =>
  page.getByRole('region', { name: 'Aparelhos conectados' }).getByRole('listitem');

test('ending the other devices from Minha Conta sends the other browser to the login', async ({
  browser,
  api,
}) => {
  const u = await api.createUser();
  const computador = await entrar(browser, u);
  const celular = await entrar(browser, u, ANDROID);
  try {
    // the portal's tile leads there for a colaborador too
    await computador.page.getByRole('link', { name: /^Minha Conta/ }).click();
    await expect(
      computador.page.getByRole('heading', { level: 1, name: 'Minha Conta' }),
    ).toBeVisible();
    // the two-factor part is not a colaborador's
    await expect(computador.page.getByText('Verificação em duas etapas')).toHaveCount(0);
    const atual = lista(computador.page).filter({ hasText: 'Este aparelho' });
    await expect(atual).toHaveCount(1);
    await expect(atual).toContainText('Chrome no Linux');
    await expect(lista(computador.page).filter({ hasText: 'Chrome no Android' })).toHaveCount(1);

    await computador.page.getByRole('button', { name: 'Encerrar os outros aparelhos' }).click();
    await expect(
      computador.page.getByRole('status').filter({ hasText: /Sessões encerradas em/ }),
    ).toBeVisible();
    await expect(lista(computador.page)).toHaveCount(1);
    await expect(
      computador.page.getByText('Sua conta não está aberta em nenhum outro aparelho.'),
    ).toBeVisible();

    // the phone's next call is refused: it lands on the login, saying why
    await celular.page.getByRole('link', { name: /^Suporte/ }).click();
    await expect(celular.page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(
      celular.page.getByRole('status').filter({ hasText: 'Sessão encerrada neste aparelho.' }),
    ).toBeVisible();
    // the computer goes on
    await computador.page.reload();
    await expect(lista(computador.page)).toHaveCount(1);
  } finally {
    await computador.ctx.close();
    await celular.ctx.close();
  }
});

test('one device ended by its own button; the stream of that browser ends and it goes to the login', async ({
  browser,
  api,
}) => {
  const u = await api.createUser();
  const computador = await entrar(browser, u);
  const celular = await entrar(browser, u, ANDROID);
  try {
    await computador.page.goto('/minha-conta');
    await celular.page.goto('/atendimento');
    await computador.page
      .getByRole('button', { name: /^Encerrar a sessão em Chrome no Android, entrou em / })
      .click();
    await expect(
      computador.page
        .getByRole('status')
        .filter({ hasText: /^Sessão encerrada: Chrome no Android, entrou em / }),
    ).toBeVisible();
    // without a click: the open chat learns it by itself
    await expect(celular.page).toHaveURL(/\/login$/, { timeout: 15_000 });
  } finally {
    await computador.ctx.close();
    await celular.ctx.close();
  }
});

test('two alike devices told apart by when and roughly where they signed in; the ended one leaves its quiet page by itself', async ({
  browser,
  api,
}) => {
  const u = await api.createUser();
  const computador = await entrar(browser, u);
  const outro = await entrar(browser, u, undefined, 'Sinop');
  try {
    await computador.page.goto('/minha-conta');
    // a screen that asks the server nothing more by itself
    await outro.page.goto('/minha-conta');
    await expect(lista(outro.page)).toHaveCount(3);
    // the third is the sign-in that set this user's password, through the API
    const linhas = lista(computador.page).filter({ hasText: 'Chrome no Linux' });
    await expect(linhas).toHaveCount(2);
    for (const linha of await lista(computador.page).all()) {
      await expect(linha).toContainText(/Entrou em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    }
    // the place only where the proxy named it, and never an address
    await expect(linhas.filter({ hasText: 'perto de Sinop' })).toHaveCount(1);
    await expect(computador.page.getByText(/perto de/)).toHaveCount(1);
    await expect(computador.page.getByText(/\d+\.\d+\.\d+\.\d+/)).toHaveCount(0);

    await computador.page
      .getByRole('button', {
        name: /^Encerrar a sessão em Chrome no Linux, entrou em .*, perto de Sinop$/,
      })
      .click();
    await expect(
      computador.page
        .getByRole('status')
        .filter({ hasText: /^Sessão encerrada: .*perto de Sinop\.$/ }),
    ).toBeVisible();
    // untouched, the ended device leaves for the login when its live stream is refused
    await expect(outro.page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(
      outro.page.getByRole('status').filter({ hasText: 'Sessão encerrada neste aparelho.' }),
    ).toBeVisible();
  } finally {
    await computador.ctx.close();
    await outro.ctx.close();
  }
});

test('a manager ends all sessions of a user from Gestão de Usuários, after confirming', async ({
  browser,
  api,
  page,
  loginAs,
}) => {
  const u = await api.createUser();
  const celular = await entrar(browser, u, ANDROID);
  try {
    await page.setViewportSize(CELULAR);
    await loginAs(page, api.admin);
    await page.goto(`/gestao-usuarios/${u.id}`);
    await expect(page.getByRole('button', { name: 'Encerrar sessões' })).toBeVisible();
    await semTransbordar(page, 'editar-usuario');
    await capturar(page, 'editar-usuario');
    await page.getByRole('button', { name: 'Encerrar sessões' }).click();
    const dialogo = page.getByRole('dialog', { name: `Encerrar as sessões de ${u.nome}?` });
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'Encerrar sessões' }).click();
    await expect(page.getByRole('status')).toContainText('Sessões encerradas com sucesso');
    await celular.page.getByRole('link', { name: /^Suporte/ }).click();
    await expect(celular.page).toHaveURL(/\/login$/, { timeout: 10_000 });
  } finally {
    await celular.ctx.close();
  }
});
