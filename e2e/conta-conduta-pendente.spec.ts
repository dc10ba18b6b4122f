/**
 * An account with a Código de Conduta version still to acknowledge (docs/product/conta.md): the
 * two-factor recovery codes, shown once, stay until the person says they kept them; and a login
 * goes straight to the code, the portal's home never drawn first.
 *
 * A server of its own for this file (./relogio.ts, at the current time): a version published on
 * the shared server would lead every other spec's users to the code.
 */
import { test, expect } from './fixtures';
import { depoisDaResposta, submitLogin } from './pages';
import { abaNoServidor, servidorDoArquivo } from './relogio';
import { ativarNaTela } from './segundo-fator';

test.describe.configure({ timeout: 150_000 });

/** A server of its own with version 1 of the code published; `rh` must use two-factor sign-in. */
const servidorComCodigo = servidorDoArquivo(async (srv) => {
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
});

test('with a Código de Conduta pending, the codes stay until "Já guardei os códigos"; then the code', async ({
  browser,
}) => {
  const srv = await servidorComCodigo();
  const rh = await srv.api.createUser({ role: 'rh' });

  const page = await abaNoServidor(browser, srv);
  await page.goto('/login');
  await submitLogin(page, rh.login, rh.password);
  await expect(page).toHaveURL(/\/minha-conta$/);
  // the profile, which says the code is pending, is read once enrolment is no longer pending
  const perfil = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/me' && r.request().method() === 'GET',
  );
  const { codigos } = await ativarNaTela(page, rh.password);
  expect((await (await perfil).json()).conduta_pendente).toBe(true);
  // once the screen has taken in what the profile said: the codes are still there
  await depoisDaResposta(page);
  await expect(page).toHaveURL(/\/minha-conta$/);
  await expect(
    page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem'),
  ).toHaveText(codigos);
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  // the code, which will lead back to Minha Conta once acknowledged
  await expect(page).toHaveURL(/\/codigo-de-conduta\?voltar=%2Fminha-conta$/);
  await page.context().close();
});

test("a login goes straight to the Código de Conduta: the portal's home is never drawn first", async ({
  browser,
}) => {
  const srv = await servidorComCodigo();
  const colab = await srv.api.createUser({ nome: 'Caio Colheita' });
  const page = await abaNoServidor(browser, srv);
  // every screen the tab shows, however briefly: the home's greeting would be seen here
  await page.addInitScript(() => {
    const vistos: string[] = [];
    (window as unknown as { vistos: string[] }).vistos = vistos;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('seja bem-vindo')) vistos.push(location.pathname);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/login');
  await submitLogin(page, colab.login, colab.password);
  await expect(page).toHaveURL(/\/codigo-de-conduta$/);
  await expect(page.getByRole('button', { name: /Li e estou ciente/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { vistos: string[] }).vistos)).toEqual([]);
  await page.context().close();
});
