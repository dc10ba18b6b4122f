import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 860 },
]) {
  test(`support screens have no axe violations at ${viewport.width}px`, async ({
    page,
    api,
    loginAs,
  }) => {
    // Seven screens, each checked by axe: more than the default 45 s on a 2-core machine.
    test.slow();
    const u = await api.createUser({ nome: 'Carla Nunes' });
    const id = await api.openAtendimento(u);
    await api.sendMensagem(id, 'Preciso de ajuda', u);
    await page.setViewportSize(viewport);

    await loginAs(page, u);
    for (const [url, heading] of [
      ['/suporte', 'Olá, Carla!'],
      ['/atendimento', 'Atendimento ao Colaborador'],
      [`/suporte/avaliacao/${id}`, `Avaliar Atendimento #${id}`],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/^Carregando|^Verificando/)).toHaveCount(0);
      await expectNoAxeViolations(page, { where: url });
    }

    const staffCtx = await page.context().browser()!.newContext({ viewport });
    const staffPage = await staffCtx.newPage();
    await loginAs(staffPage, api.admin);
    for (const [url, heading] of [
      ['/painel-atendimentos', 'Painel de Atendimentos'],
      [`/atendimento-suporte/${id}`, `Atendimento #${id}`],
      ['/painel-atendimentos/relatorio', 'Relatório de SLA do Suporte'],
      ['/painel-atendimentos/respostas-prontas', 'Respostas prontas'],
    ] as const) {
      await staffPage.goto(url);
      await expect(staffPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(staffPage.getByText(/^Carregando/)).toHaveCount(0);
      await expectNoAxeViolations(staffPage, { where: url });
    }
    await staffCtx.close();
  });
}
