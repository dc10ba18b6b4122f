/**
 * Trainings (docs/product/treinamentos.md): compliance registers a training and gets its code; a
 * colaborador types it on a phone; compliance sees them "Em dia"; the PGR table on the Ouvidoria
 * indicators. Nothing wider than the screen at 390 and 1280 px (screenshots with CAPTURAS=1); axe
 * on each flow's final screen at the other width. The training screens, in these states, are
 * swept by axe at both widths in e2e/conduta-a11y.spec.ts; the PGR table with the Ouvidoria's
 * indicators in e2e/denuncias-a11y.spec.ts.
 */
import fs from 'node:fs';
import { cliqueDuplo } from './clique-duplo';
import { test, expect, type E2EUser } from './fixtures';
import { observarPedidos } from './pages';
import {
  CELULAR as PHONE,
  COMPUTADOR as DESKTOP,
  capturar,
  semTransbordar,
  semTransbordarNasDuasLarguras,
  verificarOutraLargura,
  verificarTela,
} from './telas';
import { diaNoFuso } from './fuso';

test('compliance creates a training, a colaborador types its code on a phone, and is shown em dia', async ({
  page,
  browser,
  api,
  loginAs,
}) => {
  const compliance = await api.createUser({ role: 'compliance' });
  const colab: E2EUser = await api.createUser();
  const titulo = `Prevenção ao assédio ${colab.login}`;

  await page.setViewportSize(DESKTOP);
  await loginAs(page, compliance);
  await page.goto('/portal');
  await page.getByRole('link', { name: /^Treinamentos/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Treinamentos' })).toBeVisible();
  await page.getByLabel('Título').fill(titulo);
  await expect(page.getByLabel('Tema')).toHaveValue('assedio');
  await page.getByLabel('Carga horária (minutos)').fill('90');
  // a double click creates one training (web/lib/criacao-unica.ts)
  const criacoes = observarPedidos(
    page,
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/treinamentos',
  );
  await cliqueDuplo(page.getByRole('button', { name: 'Cadastrar treinamento' }));
  const aviso = page.getByRole('status').filter({ hasText: 'Treinamento cadastrado' });
  await expect(aviso).toBeVisible();
  // the second click's answer, had it written a row, is in
  await criacoes.respondidos();
  const lista = (await api.send('GET', '/api/treinamentos', undefined, compliance.token)) as {
    titulo: string;
  }[];
  expect(lista.filter((t) => t.titulo === titulo)).toHaveLength(1);
  await expect(page.getByRole('link', { name: titulo })).toHaveCount(1);
  const codigo = ((await aviso.locator('strong').textContent()) ?? '').replace(/\s/g, '');
  expect(codigo).toMatch(/^\d{6}$/);
  await expect(page.getByRole('link', { name: titulo })).toBeVisible();

  // the colaborador, on a phone of their own
  const ctx = await browser.newContext({ viewport: PHONE });
  const celular = await ctx.newPage();
  await loginAs(celular, colab);
  await celular.goto('/portal');
  await celular.getByRole('link', { name: /^Meus Treinamentos/ }).click();
  await expect(celular.getByRole('heading', { level: 1, name: 'Meus Treinamentos' })).toBeVisible();
  await expect(celular.getByText('Nunca fez')).toBeVisible();
  // a wrong code first: told in Portuguese
  await celular.getByLabel('Código do treinamento').fill(codigo === '000000' ? '000001' : '000000');
  await celular.getByRole('button', { name: 'Registrar presença' }).click();
  await expect(celular.getByRole('alert')).toHaveText(
    'Código não encontrado. Confira os números e tente de novo.',
  );
  await celular
    .getByLabel('Código do treinamento')
    .fill(`${codigo.slice(0, 3)} ${codigo.slice(3)}`);
  await celular.getByRole('button', { name: 'Registrar presença' }).click();
  await expect(celular.getByRole('status')).toHaveText(`Presença registrada em “${titulo}”.`);
  await expect(celular.getByText('Em dia', { exact: true })).toBeVisible();
  await expect(celular.getByText(titulo, { exact: true })).toBeVisible();
  await semTransbordar(celular, 'colaborador-meus-treinamentos');
  await capturar(celular, 'colaborador-meus-treinamentos');
  await celular.setViewportSize(DESKTOP);
  await semTransbordar(celular);
  await capturar(celular, 'colaborador-meus-treinamentos');
  await ctx.close();

  // compliance sees them em dia, and in the training's list of present people
  await page.reload();
  const linha = page.getByRole('row').filter({ hasText: colab.nome });
  await expect(linha).toContainText('Em dia');
  await expect(page.getByRole('button', { name: 'Baixar CSV' })).toBeEnabled();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(`"${colab.nome}";"Colaborador";`);
  await capturar(page, 'compliance-treinamentos');
  await page.getByRole('link', { name: titulo }).click();
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: colab.nome })).toContainText(
    'Digitou o código',
  );
  await capturar(page, 'compliance-treinamento');
  await page.setViewportSize(PHONE);
  await semTransbordar(page);
  await capturar(page, 'compliance-treinamento');
  await page.goto('/treinamentos');
  await expect(page.getByRole('heading', { level: 1, name: 'Treinamentos' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: colab.nome })).toBeVisible();
  // the flow's final screen, at the width the flow did not run at
  await verificarTela(page, 'compliance-treinamentos');
});

// compliance at phone width, admin at desktop width, each screen checked at the other one too
for (const [role, viewport] of [
  ['compliance', PHONE],
  ['admin', DESKTOP],
] as const) {
  test(`${role} sees the PGR table on the Ouvidoria indicators (${viewport.width}px, then the other width)`, async ({
    page,
    api,
    loginAs,
  }) => {
    const u = await api.createUser({ role });
    await page.setViewportSize(viewport);
    await loginAs(page, u);
    await page.goto('/admin/denuncias/indicadores');
    await expect(
      page.getByRole('heading', { name: 'Para o inventário de riscos (PGR)' }),
    ).toBeVisible();
    const tabela = page.getByRole('region', { name: 'Denúncias por categoria e mês' });
    await expect(tabela.getByRole('rowheader', { name: 'Assédio' })).toBeVisible();
    await expect(tabela.getByRole('columnheader')).toHaveCount(13);
    if (role === 'admin') {
      await semTransbordarNasDuasLarguras(page, `${role}-pgr`);
      await page.goto('/treinamentos');
      await expect(page.getByRole('heading', { level: 1, name: 'Treinamentos' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /situação de cada pessoa/ })).toBeVisible();
      await semTransbordar(page, 'admin-treinamentos');
      await capturar(page, 'admin-treinamentos');
      await verificarOutraLargura(page, 'admin-treinamentos');
    } else {
      await semTransbordar(page, `${role}-pgr`);
      await capturar(page, `${role}-pgr`);
      await verificarOutraLargura(page, `${role}-pgr`);
    }
  });
}

test('rh does not see the PGR section, nor open /treinamentos', async ({ page, api, loginAs }) => {
  const rh = await api.createUser({ role: 'rh' });
  await loginAs(page, rh);
  await page.goto('/admin/denuncias/indicadores');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Indicadores da Ouvidoria' }),
  ).toBeVisible();
  await expect(page.getByText('Denúncias', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Para o inventário de riscos (PGR)' }),
  ).toHaveCount(0);
  await page.goto('/treinamentos');
  await expect(page.getByRole('heading', { level: 1, name: 'Treinamentos' })).toHaveCount(0);
});

test('a colaborador whose training is due within 30 days sees it on the portal home (390px, then 1280)', async ({
  page,
  api,
  loginAs,
}) => {
  const compliance = await api.createUser({ role: 'compliance' });
  const colab = await api.createUser();
  // held 350 days ago (Brazil time): due in about 15 days
  const dia = diaNoFuso(-350);
  const { id } = await api.send(
    'POST',
    '/api/treinamentos',
    {
      titulo: `Turma anterior ${colab.login}`,
      tema: 'assedio',
      data: dia,
      carga_horaria_min: 60,
      modalidade: 'online',
    },
    compliance.token,
  );
  await api.send(
    'POST',
    `/api/treinamentos/${id}/participantes`,
    { usuario_ids: [colab.id] },
    compliance.token,
  );
  await page.setViewportSize(PHONE);
  await loginAs(page, colab);
  await page.goto('/portal');
  const aviso = page.getByRole('region', { name: 'Treinamento obrigatório' });
  await expect(aviso).toContainText('Seu treinamento de prevenção ao assédio vence em');
  await semTransbordarNasDuasLarguras(page, 'colaborador-portal-aviso');
  await aviso.getByRole('link', { name: 'Ver meus treinamentos' }).click();
  await expect(page.getByText('A vencer', { exact: true })).toBeVisible();
});
