/**
 * The support screens at phone and desktop widths, each checked by axe once, in the states the
 * flows bring them to (an answer not yet read, the counter near the limit, a ticket closed
 * before any answer, a rated one): the employee's in one test, the staff's in another.
 */
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';
import { CELULAR, COMPUTADOR } from './telas';

for (const viewport of [CELULAR, COMPUTADOR]) {
  test(`the employee's support screens have no axe violations at ${viewport.width}px`, async ({
    page,
    api,
    loginAs,
  }) => {
    // Four screens, each checked by axe: more than the default on a loaded 2-core machine.
    test.slow();
    const u = await api.createUser({ nome: 'Carla Nunes' });
    const id = await api.openAtendimento(u);
    await api.sendMensagem(id, 'Preciso de ajuda', u);
    // answered and not yet read: the portal's badge and Suporte's notice show
    await api.sendMensagem(id, 'Já verificamos seu acesso.', api.admin);
    await page.setViewportSize(viewport);

    await loginAs(page, u);
    for (const [url, heading, shown] of [
      ['/portal', /Olá, seja bem-vindo/, '1 resposta nova'],
      ['/suporte', 'Olá, Carla!', 'O suporte respondeu ao seu chamado.'],
      ['/atendimento', 'Atendimento ao Colaborador', 'Já verificamos seu acesso.'],
      [`/suporte/avaliacao/${id}`, `Avaliar Atendimento #${id}`, 'Nota'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/^Carregando|^Verificando/)).toHaveCount(0);
      await expect(page.getByText(shown).first()).toBeVisible();
      if (url === '/atendimento') {
        // near the 5,000 limit: the counter and its spoken line
        await page.getByLabel('Mensagem', { exact: true }).fill('a'.repeat(4_990));
        await expect(page.getByText('4.990 / 5.000')).toBeVisible();
      }
      await expectNoAxeViolations(page, { where: url });
    }
  });

  test(`the staff's support screens have no axe violations at ${viewport.width}px`, async ({
    page,
    api,
    loginAs,
  }) => {
    // Six screens, each checked by axe: more than the default on a loaded 2-core machine.
    test.slow();
    const u = await api.createUser({ nome: 'Carla Nunes' });
    const id = await api.openAtendimento(u);
    await api.sendMensagem(id, 'Preciso de ajuda', u);
    // closed by its owner before any answer (docs/product/atendimentos.md, "Prazos")
    const outro = await api.createUser({ nome: 'Dora Sem Resposta' });
    const semResposta = await api.openAtendimento(outro);
    await api.sendMensagem(semResposta, 'A impressora parou', outro);
    await api.closeAtendimento(semResposta, outro);
    // closed and rated, with a comment
    const avaliou = await api.createUser({ nome: 'Helena Avaliou' });
    const avaliado = await api.openAtendimento(avaliou);
    await api.closeAtendimento(avaliado, avaliou);
    await api.rateAtendimento(avaliado, { nota: 4, comentario: 'Resolveram rápido!' }, avaliou);
    await page.setViewportSize(viewport);

    await loginAs(page, api.admin);
    for (const [url, heading, shown] of [
      ['/painel-atendimentos', 'Painel de Atendimentos', 'Painel de Atendimentos'],
      [`/atendimento-suporte/${id}`, `Atendimento #${id}`, 'Preciso de ajuda'],
      [
        `/atendimento-suporte/${semResposta}`,
        `Atendimento #${semResposta}`,
        'Encerrado pelo colaborador antes de uma resposta',
      ],
      [`/atendimento-suporte/${avaliado}`, `Atendimento #${avaliado}`, 'Resolveram rápido!'],
      ['/painel-atendimentos/relatorio', 'Relatório de SLA do Suporte', 'respondidos'],
      ['/painel-atendimentos/respostas-prontas', 'Respostas prontas', 'Respostas prontas'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/^Carregando/)).toHaveCount(0);
      await expect(page.getByText(shown).first()).toBeVisible();
      await expectNoAxeViolations(page, { where: url });
    }
  });
}
