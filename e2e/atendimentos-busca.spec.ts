/**
 * Finding a ticket and knowing its due times (docs/product/atendimentos.md): the panel's filter
 * ignores accents and takes ticket numbers; /suporte states the times of the priority picked.
 */
import { uid } from './api';
import { test, expect } from './fixtures';
import { capturar } from './telas';

test("the panel's filter finds 'joao' for João, and a ticket by '21' or '#21'", async ({
  page,
  api,
  loginAs,
}) => {
  const tag = uid();
  const joao = await api.createUser({ nome: `João Araújo ${tag}` });
  const id = await api.openAtendimento(joao);
  await loginAs(page, api.admin);
  await page.goto('/painel-atendimentos');
  const filtro = page.getByPlaceholder('Filtrar por nome ou data...');
  const linhas = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  for (const termo of [`joao araujo ${tag}`, String(id), `#${id}`]) {
    await filtro.fill(termo);
    await expect(linhas, termo).toHaveCount(1);
    await expect(linhas.first(), termo).toContainText(`João Araújo ${tag}`);
    await expect(linhas.first(), termo).toContainText(`#${id}`);
  }
  await capturar(page, 'painel-filtro');
});

test('/suporte states the due times of the priority picked', async ({ page, employee }) => {
  void employee;
  await page.goto('/suporte');
  const prazos = page.getByRole('complementary', { name: 'Prazos de atendimento' });
  const valores = prazos.locator('dd');
  await expect(valores).toHaveText(['em até 2 horas úteis', 'em até 8 horas úteis']);
  await page.getByLabel('Prioridade (opcional)').selectOption({ label: 'Alta' });
  await expect(valores).toHaveText(['em até 1 hora útil', 'em até 4 horas úteis']);
  await expect(prazos).toContainText('Prioridade Alta:');
  await page.getByLabel('Prioridade (opcional)').selectOption({ label: 'Crítica' });
  await expect(valores).toHaveText(['em até 30 minutos úteis', 'em até 2 horas úteis']);
  await page.getByLabel('Prioridade (opcional)').selectOption({ label: 'Baixa' });
  await expect(valores).toHaveText(['em até 4 horas úteis', 'em até 16 horas úteis']);
  // (/suporte is swept by axe at both widths in e2e/atendimentos-a11y.spec.ts)
  await capturar(page, 'suporte-prioridade');
  await page.getByLabel('Prioridade (opcional)').selectOption({ label: 'Normal' });
  await expect(valores).toHaveText(['em até 2 horas úteis', 'em até 8 horas úteis']);
});
