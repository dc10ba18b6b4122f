/**
 * Offline, screen by screen (docs/product/portal.md, "Sem conexão"): a screen that needs the
 * server says so instead of loading for ever, and a refused service worker is no error.
 */
import { DASHBOARDS_SEM_CONEXAO } from '../web/features/dashboards/components/DashboardLinks';
import { test, expect } from './fixtures';
import { expectNoAxeViolations, gotoHydrated, hydrated } from './pages';
import { appNoAparelho } from './offline';
import { capturar } from './telas';

test.use({ serviceWorkers: 'allow' });

test('Dashboards offline says the reports need a connection, and loads them when it is back', async ({
  context,
  page,
  employee: _u,
}) => {
  await page.goto('/portal');
  await expect(page.getByRole('heading', { name: /Olá, seja bem-vindo/ })).toBeVisible();
  await appNoAparelho(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: /^Dashboards/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboards ISM' })).toBeVisible();
  await expect(page.getByText(DASHBOARDS_SEM_CONEXAO)).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await expectNoAxeViolations(page, { where: '/links (sem conexão)' });
  await capturar(page, 'dashboards-sem-conexao');
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: /^Financeiro/ })).toBeVisible();
  await expect(page.getByText(DASHBOARDS_SEM_CONEXAO)).toHaveCount(0);
});

test('a service worker the browser cannot register leaves no unhandled error', async ({ page }) => {
  const erros: string[] = [];
  page.on('pageerror', (e) => erros.push(e.message));
  // The browser refuses the registration (as private windows and some policies do).
  await page.addInitScript(() => {
    const sw = navigator.serviceWorker;
    sw.register = () => {
      (window as unknown as { __pediuRegistro: boolean }).__pediuRegistro = true;
      return Promise.reject(new DOMException('Registro recusado', 'SecurityError'));
    };
  });
  await page.goto('/login');
  await page.waitForFunction(
    () => (window as unknown as { __pediuRegistro?: boolean }).__pediuRegistro === true,
  );
  // A sentinel instead of a wait: an error thrown by a later task of the page. An unhandled
  // refusal of the registration is reported before it, so once it arrives, all was reported.
  const sentinela = page.waitForEvent('pageerror', (e) => e.message === 'sentinela');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('sentinela');
    });
  });
  await sentinela;
  expect(erros).toEqual(['sentinela']);
});

test.describe('before the app is installed', () => {
  test.use({ serviceWorkers: 'block' });

  test("losing the signal while a screen's code loads shows the app's own 'Sem conexão' screen", async ({
    context,
    page,
    employee,
  }) => {
    const erros: string[] = [];
    page.on('pageerror', (e) => erros.push(e.message));
    // The next screen's code never arrives (nor does the portal's fetch of it ahead of time);
    // the signal goes as it is asked for.
    await page.route(/\/assets\/suporte-.*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/portal');
    await expect(page.getByRole('heading', { name: /Olá, seja bem-vindo/ })).toBeVisible();
    // The portal's page is drawn before its scripts: a click before they run is a plain link's.
    // The home is the one its code drew, with its data, once it greets the person by name.
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: `, ${employee.nome}` })).toBeVisible();
    await context.setOffline(true);
    // A slow phone: the code fails before React has drawn the navigation it belongs to, and
    // the screen must still know which screen was asked for (it once tried the one the person
    // was on again; at a 12× slower processor, four runs in five did).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
    await page.getByRole('link', { name: /^Suporte/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão' })).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão' })).toBeFocused();
    await expectNoAxeViolations(page, { where: 'Sem conexão ao abrir' });
    await capturar(page, 'sem-conexao-ao-abrir');
    // Still offline: it says so and stays.
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Ainda sem conexão.')).toBeVisible();
    // Back online, trying again opens the screen asked for.
    await page.unroute(/\/assets\/suporte-.*\.js$/);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page).toHaveURL(/\/suporte$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá/);
    expect(erros).toEqual([]);
  });

  test('a public page opened directly stays, under the notice, when a link is followed without a signal', async ({
    context,
    page,
  }) => {
    await gotoHydrated(page, '/about');
    await context.setOffline(true);
    const aviso = page.getByRole('status').filter({ hasText: 'Sem conexão.' });
    await expect(aviso).toBeVisible();
    const cargas: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) cargas.push(r.url());
    });
    await page.getByRole('link', { name: 'Atividades', exact: true }).first().click();
    // a sentinel: a task after the click's, by when a page load would have been asked for
    await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
    expect(cargas).toEqual([]);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre Nós');
    await context.setOffline(false);
    await expect(aviso).toBeHidden();
    await page.getByRole('link', { name: 'Atividades', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nossas Atividades');
  });
});
