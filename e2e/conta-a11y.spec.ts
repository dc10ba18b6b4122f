/**
 * The account screens and the portal's home at phone and desktop widths, each checked by axe once:
 * the login, the admin's portal with a live count, the registration, dashboards and password
 * screens; then the home of rh and of compliance, with what waits for them on the teams' group
 * (the portal-inicio.spec.ts flow's screens; a colaborador's home is swept in
 * atendimentos-a11y.spec.ts and conduta-a11y.spec.ts).
 */
import { test, expect } from './fixtures';
import { COMPUTADOR, verificarNasDuasLarguras } from './telas';

test(`login, portal, cadastro, dashboards and password screens have no axe violations at either width`, async ({
  page,
  api,
  loginAs,
}) => {
  // Seven screens, each checked by axe: more than the default on a loaded 2-core machine.
  test.slow();
  // an open ticket: the portal's support tile shows its live count
  const u = await api.createUser();
  await api.sendMensagem(await api.openAtendimento(u), 'Preciso de ajuda', u);
  // a privacy request, for those who answer them
  await api.send('POST', '/api/me/solicitacoes', { tipo: 'outro', texto: 'Quero saber.' }, u.token);
  await page.setViewportSize(COMPUTADOR);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await verificarNasDuasLarguras(page, '/login');

  await loginAs(page, api.admin);
  for (const [url, heading] of [
    ['/portal', /Olá, seja bem-vindo ao seu Portal/],
    ['/cadastrar', 'Cadastro de Usuário'],
    ['/links', 'Dashboards ISM'],
    ['/alterar-senha', 'Alterar Senha'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (url === '/portal') {
      await expect(page.getByRole('link', { name: /^Painel de Suporte/ })).toContainText(
        /\d+ novos?/,
      );
      await expect(
        page
          .getByRole('region', { name: 'Trabalho das equipes' })
          .getByRole('list', { name: 'O que aguarda você' }),
      ).toContainText(/Privacidade: \d+ em aberto/);
    }
    await verificarNasDuasLarguras(page, url);
  }

  // the home of rh and of compliance, each in a tab of its own (the tab before it closed first,
  // so that no open tab follows the next one's sign-in): their tiles, and what waits for them
  let tab = page;
  for (const role of ['rh', 'compliance'] as const) {
    const usuario = await api.createUser({ role });
    const nova = await tab.context().newPage();
    await tab.close();
    tab = nova;
    await tab.setViewportSize(COMPUTADOR);
    await loginAs(tab, usuario);
    await tab.goto('/portal');
    await expect(tab.getByRole('heading', { level: 1 })).toContainText(
      'Olá, seja bem-vindo ao seu Portal',
    );
    const espera = tab
      .getByRole('region', { name: 'Trabalho das equipes' })
      .getByRole('list', { name: 'O que aguarda você' });
    await expect(espera).toContainText(/Suporte: \d+ novos?/);
    if (role === 'compliance') await expect(espera).toContainText(/Privacidade: \d+ em aberto/);
    await verificarNasDuasLarguras(tab, `/portal ${role}`);
  }
});
