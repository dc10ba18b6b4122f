/**
 * A ticket its owner closed before any staff answer (docs/product/atendimentos.md, "Prazos"):
 * the staff chat says so instead of "Cumprido — Resolvido em menos de 1 min", and the SLA report
 * says how many were answered at all. Both screens, in this state, are checked by axe at both
 * widths in e2e/atendimentos-a11y.spec.ts; the report's other width here is the flow's final check.
 */
import { test, expect } from './fixtures';
import { capturar, verificarOutraLargura } from './telas';

test('closed by its owner before any answer: neither "Cumprido" nor resolved', async ({
  page,
  api,
  loginAs,
}) => {
  const u = await api.createUser({ nome: 'Dora Sem Resposta' });
  const id = await api.openAtendimento(u);
  await api.sendMensagem(id, 'A impressora parou', u);
  await api.closeAtendimento(id, u);

  await loginAs(page, api.admin);
  await page.goto(`/atendimento-suporte/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Atendimento #${id}` })).toBeVisible();
  await expect(page.getByText('Encerrado pelo colaborador antes de uma resposta')).toBeVisible();
  await expect(page.getByText('Sem resposta', { exact: true })).toBeVisible();
  await expect(page.getByText('Cumprido', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Resolvido em/)).toHaveCount(0);
  await capturar(page, 'chat-sem-resposta');

  await page.goto('/painel-atendimentos/relatorio');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Relatório de SLA do Suporte' }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ de \d+ respondidos$/)).toBeVisible();
  await expect(
    page.getByText(/\d+ encerrados? pelo colaborador antes de uma resposta/),
  ).toBeVisible();
  await expect(page.getByText('Encerrados sem resposta').first()).toBeVisible();
  await capturar(page, 'relatorio');
  await verificarOutraLargura(page, 'relatório');
});
