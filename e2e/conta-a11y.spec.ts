import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 860 },
]) {
  test(`login, portal, cadastro, dashboards and password screens have no axe violations at ${viewport.width}px`, async ({
    page,
    api,
    loginAs,
  }) => {
    // an open ticket: the portal's support tile shows its live count
    const u = await api.createUser();
    await api.sendMensagem(await api.openAtendimento(u), 'Preciso de ajuda', u);
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { where: '/login' });

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
      }
      await expectNoAxeViolations(page, { where: url });
    }
  });
}
