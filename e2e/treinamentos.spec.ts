/**
 * Trainings (docs/product/treinamentos.md): compliance registers a training and gets its code; a
 * colaborador types it on a phone; compliance sees them "Em dia"; the PGR table on the Ouvidoria
 * indicators. Axe on each screen; screenshots at 390 and 1280 px (E2E_SHOTS_DIR keeps copies).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { cliqueDuplo } from './clique-duplo';
import { test, expect, type E2EUser } from './fixtures';
import { expectNoAxeViolations } from './pages';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

async function foto(page: Page, nome: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  const caminho = test.info().outputPath(`${nome}.png`);
  await page.screenshot({ path: caminho, fullPage: true });
  if (dir) fs.copyFileSync(caminho, `${dir}/${nome}.png`);
}

/** No sideways scroll at this width: the page fits. */
async function cabe(page: Page, largura: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    largura,
  );
}

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
  await cliqueDuplo(page.getByRole('button', { name: 'Cadastrar treinamento' }));
  const aviso = page.getByRole('status').filter({ hasText: 'Treinamento cadastrado' });
  await expect(aviso).toBeVisible();
  // the second click's answer, had it written a row, is in by now
  await page.waitForTimeout(500);
  const lista = (await api.send('GET', '/api/treinamentos', undefined, compliance.token)) as {
    titulo: string;
  }[];
  expect(lista.filter((t) => t.titulo === titulo)).toHaveLength(1);
  await expect(page.getByRole('link', { name: titulo })).toHaveCount(1);
  const codigo = ((await aviso.locator('strong').textContent()) ?? '').replace(/\s/g, '');
  expect(codigo).toMatch(/^\d{6}$/);
  await expect(page.getByRole('link', { name: titulo })).toBeVisible();
  await expectNoAxeViolations(page);

  // the colaborador, on a phone of their own
  const ctx = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
  });
  const celular = await ctx.newPage();
  await loginAs(celular, colab);
  await celular.goto('/portal');
  await celular.getByRole('link', { name: /^Meus Treinamentos/ }).click();
  await expect(celular.getByRole('heading', { level: 1, name: 'Meus Treinamentos' })).toBeVisible();
  await expect(celular.getByText('Nunca fez')).toBeVisible();
  await expectNoAxeViolations(celular);
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
  await cabe(celular, PHONE.width);
  await expectNoAxeViolations(celular);
  await foto(celular, 'colaborador-meus-treinamentos-390');
  await celular.setViewportSize(DESKTOP);
  await foto(celular, 'colaborador-meus-treinamentos-1280');
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
  await foto(page, 'compliance-treinamentos-1280');
  await page.getByRole('link', { name: titulo }).click();
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: colab.nome })).toContainText(
    'Digitou o código',
  );
  await expectNoAxeViolations(page);
  await foto(page, 'compliance-treinamento-1280');
  await page.setViewportSize(PHONE);
  await cabe(page, PHONE.width);
  await foto(page, 'compliance-treinamento-390');
  await page.goto('/treinamentos');
  await expect(page.getByRole('heading', { level: 1, name: 'Treinamentos' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: colab.nome })).toBeVisible();
  await cabe(page, PHONE.width);
  await expectNoAxeViolations(page);
  await foto(page, 'compliance-treinamentos-390');
});

for (const role of ['compliance', 'admin'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`${role} sees the PGR table on the Ouvidoria indicators at ${viewport.width}px`, async ({
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
      await cabe(page, viewport.width);
      await expectNoAxeViolations(page);
      await foto(page, `${role}-pgr-${viewport.width}`);
      if (role === 'admin') {
        await page.goto('/treinamentos');
        await expect(page.getByRole('heading', { level: 1, name: 'Treinamentos' })).toBeVisible();
        await expect(page.getByRole('heading', { name: /situação de cada pessoa/ })).toBeVisible();
        await cabe(page, viewport.width);
        await expectNoAxeViolations(page);
        await foto(page, `admin-treinamentos-${viewport.width}`);
      }
    });
  }
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

for (const viewport of [PHONE, DESKTOP]) {
  test(`a colaborador whose training is due within 30 days sees it on the portal home at ${viewport.width}px`, async ({
    page,
    api,
    loginAs,
  }) => {
    const compliance = await api.createUser({ role: 'compliance' });
    const colab = await api.createUser();
    // held 350 days ago (Brazil time): due in about 15 days
    const dia = new Date(Date.now() - 350 * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'America/Sao_Paulo',
    });
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
    await page.setViewportSize(viewport);
    await loginAs(page, colab);
    await page.goto('/portal');
    const aviso = page.getByRole('region', { name: 'Treinamento obrigatório' });
    await expect(aviso).toContainText('Seu treinamento de prevenção ao assédio vence em');
    await cabe(page, viewport.width);
    await expectNoAxeViolations(page);
    await foto(page, `colaborador-portal-aviso-${viewport.width}`);
    await aviso.getByRole('link', { name: 'Ver meus treinamentos' }).click();
    await expect(page.getByText('A vencer', { exact: true })).toBeVisible();
  });
}
