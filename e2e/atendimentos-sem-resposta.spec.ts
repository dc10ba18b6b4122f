/**
 * A ticket its owner closed before any staff answer (docs/product/atendimentos.md, "Prazos"):
 * the staff chat says so instead of "Cumprido — Resolvido em menos de 1 min", and the SLA report
 * says how many were answered at all. Both at phone and desktop widths, axe clean; screenshots kept.
 */
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 860 },
]) {
  test(`closed by its owner before any answer: neither "Cumprido" nor resolved, at ${viewport.width}px`, async ({
    page,
    api,
    loginAs,
  }, info) => {
    test.slow();
    const shot = (nome: string) =>
      page.screenshot({ path: info.outputPath(`${nome}-${viewport.width}.png`), fullPage: true });
    const u = await api.createUser({ nome: 'Dora Sem Resposta' });
    const id = await api.openAtendimento(u);
    await api.sendMensagem(id, 'A impressora parou', u);
    await api.closeAtendimento(id, u);

    await page.setViewportSize(viewport);
    await loginAs(page, api.admin);
    await page.goto(`/atendimento-suporte/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Atendimento #${id}` })).toBeVisible();
    await expect(page.getByText('Encerrado pelo colaborador antes de uma resposta')).toBeVisible();
    await expect(page.getByText('Sem resposta', { exact: true })).toBeVisible();
    await expect(page.getByText('Cumprido', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/Resolvido em/)).toHaveCount(0);
    await expectNoAxeViolations(page, { where: 'staff chat' });
    await shot('chat-sem-resposta');

    await page.goto('/painel-atendimentos/relatorio');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Relatório de SLA do Suporte' }),
    ).toBeVisible();
    await expect(page.getByText(/^\d+ de \d+ respondidos$/)).toBeVisible();
    await expect(
      page.getByText(/\d+ encerrados? pelo colaborador antes de uma resposta/),
    ).toBeVisible();
    await expect(page.getByText('Encerrados sem resposta').first()).toBeVisible();
    await expectNoAxeViolations(page, { where: 'relatório' });
    await shot('relatorio');
  });
}
