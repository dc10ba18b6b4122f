/**
 * The Ouvidoria's form and Gestão de Denúncias (docs/product/denuncias.md): anonymous and named
 * reports, what is sent, failures, the staff's table and details dialog.
 * Screens checked by axe at both widths in e2e/denuncias-a11y.spec.ts; here only the refusals.
 */
import type { Page } from '@playwright/test';
import { uid } from './api';
import { test, expect } from './fixtures';
import { expectNoAxeViolations, holdRequests } from './pages';
import { capturar, verificarOutraLargura } from './telas';
import { FUSO } from './fuso';

/** Markup and script that must show up as plain text, never run. */
const hostile = (tag: string) =>
  `Relato ${tag}\n<img src=x onerror="window.__xss='img'">\n<script>window.__xss='script'</script>\n<b>negrito?</b> fim`;

/** The date and time as a browser in Brazil shows them (the company's time zone, e2e/fuso.ts). */
async function localDateTime(page: Page, iso: string): Promise<string> {
  const text = await page.evaluate(
    ([at, fuso]) =>
      new Intl.DateTimeFormat('pt-BR', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: fuso,
      }).format(new Date(at)),
    [iso, FUSO] as const,
  );
  expect(text).toMatch(/^\d\d\/\d\d\/\d{4},? \d\d:00$/);
  return text;
}

test('a colaborador files an anonymous report, sent without any identification, then a named one', async ({
  page,
  api,
  loginAs,
}) => {
  const colaborador = await api.createUser({ role: 'colaborador', nome: 'Joaquim Pereira' });
  await loginAs(page, colaborador);
  await page.goto('/portal');
  await page.getByRole('link', { name: /^Ouvidoria/ }).click();
  await expect(page).toHaveURL(/\/denuncias$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fale com a gente!');

  const anon = page.getByLabel('Enviar de forma anônima');
  const nome = page.getByLabel('Nome', { exact: true });
  await expect(anon).toBeChecked();
  await expect(nome).toBeDisabled();
  const notice = page.getByRole('region', { name: 'Como funciona o anonimato' });
  await expect(notice).toContainText('Não guardamos');
  await expect(notice).toContainText('endereço IP');
  await expect(notice).toContainText('hora cheia');
  await expect(page.getByLabel('Categoria').locator('option')).toHaveText([
    'Selecione...',
    'Sugestão',
    'Crítica',
    'Assédio',
    'Corrupção',
    'Fraude',
    'Ambiental',
    'Outro',
  ]);
  // (the form is swept by axe at both widths in e2e/denuncias-a11y.spec.ts)

  // Anonymous: no Authorization header, no name in the body.
  const tag = uid();
  const descricao = hostile(tag);
  await page.getByLabel('Categoria').selectOption('Assédio');
  await page.getByLabel('Descrição').fill(descricao);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/denuncias') && r.method() === 'POST'),
    page.getByRole('button', { name: 'Enviar' }).click(),
  ]);
  expect(await request.headerValue('authorization')).toBeNull();
  expect(request.postDataJSON()).toEqual({ categoria: 'Assédio', descricao, anonimato: true });
  await expect(page.getByRole('status')).toHaveText('Sua denúncia foi registrada. Obrigado.');
  await expect(page.getByLabel('Categoria')).toHaveValue('');
  await expect(page.getByLabel('Descrição')).toHaveValue('');
  await expect(anon).toBeChecked();
  await expect(nome).toBeDisabled();

  const compliance = await api.createUser({ role: 'compliance' });
  const stored = (await api.listDenuncias(compliance)).find((r) => r.descricao === descricao);
  expect(stored).toMatchObject({ nome: null, anonimato: true, categoria: 'Assédio' });

  // Named: the account's name is offered, editable, and may be left blank; it goes with the
  // report, as any portal call.
  await anon.uncheck();
  await expect(nome).toBeEnabled();
  await expect(nome).toHaveValue(colaborador.nome);
  await expect(nome).not.toHaveAttribute('required');
  await nome.fill('Joaquim P.');
  await page.getByLabel('Categoria').selectOption('Sugestão');
  await page.getByLabel('Descrição').fill(`Sugestão ${tag}: mais sombra no curral.`);
  const [named] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/denuncias') && r.method() === 'POST'),
    page.getByRole('button', { name: 'Enviar' }).click(),
  ]);
  expect(await named.headerValue('authorization')).toBe(`Bearer ${colaborador.token}`);
  expect(named.postDataJSON()).toMatchObject({ nome: 'Joaquim P.', anonimato: false });
  await expect(page.getByRole('status')).toHaveText('Sua denúncia foi registrada. Obrigado.');
  await expect(anon).toBeChecked();
  await expect(nome).toHaveValue('');
  await expect(nome).toBeDisabled();

  // A failure keeps what was written and says so.
  await page.route('**/api/denuncias', (route) =>
    route.fulfill({ status: 500, json: { error: 'Erro interno.' } }),
  );
  await page.getByLabel('Categoria').selectOption('Outro');
  await page.getByLabel('Descrição').fill('Vai falhar');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Falha ao enviar. Tente novamente.');
  await expect(page.getByLabel('Descrição')).toHaveValue('Vai falhar');
  // axe here: a refusal shown (a failed send), which no sweep reaches
  await expectNoAxeViolations(page);
  await verificarOutraLargura(page, '/denuncias (falha ao enviar)');
});

test('compliance reads the reports: table, details dialog with text kept as text, focus and Escape', async ({
  page,
  api,
  loginAs,
}) => {
  const tag = uid();
  const descricao = hostile(tag);
  await api.fileDenuncia({ categoria: 'Fraude', descricao, anonimato: true });
  await api.fileDenuncia({
    categoria: 'Crítica',
    descricao: `Crítica ${tag}`,
    anonimato: false,
    nome: '<i>Ana</i> Lúcia',
  });
  const compliance = await api.createUser({ role: 'compliance', nome: 'Clara Nunes' });
  const all = await api.listDenuncias(compliance);
  const anon = all.find((r) => r.descricao === descricao)!;
  const named = all.find((r) => r.descricao === `Crítica ${tag}`)!;

  await loginAs(page, compliance);
  await page.goto('/portal');
  // Hold the list to see the loading state.
  const release = await holdRequests(page, '**/api/admin/denuncias');
  await page.getByRole('link', { name: /^Gestão Ouvidoria/ }).click();
  await expect(page).toHaveURL(/\/admin\/denuncias$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestão de Denúncias');
  await expect(page.getByText('Carregando denúncias...')).toBeVisible();
  release();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'ID',
    'Categoria',
    'Data',
    'Anonimato',
    'Status',
    'Responsável',
    'Prazo',
    'Ações',
  ]);
  await page.unroute('**/api/admin/denuncias');

  // newest first: the named report came after the anonymous one
  const ids = (await table.locator('tbody tr td:first-child').allTextContents()).map(Number);
  expect(ids.indexOf(named.id)).toBeLessThan(ids.indexOf(anon.id));
  const row = table.getByRole('row').filter({
    has: page.getByRole('button', { name: `Ver detalhes da denúncia ${anon.id}`, exact: true }),
  });
  const when = await localDateTime(page, anon.criado_em);
  await expect(row.getByRole('cell')).toHaveText([
    String(anon.id),
    'Fraude',
    when,
    'Sim',
    'Recebida',
    '—',
    /^Confirmar até \d\d\/\d\d\/\d{4}$/,
    `Ver detalhes da denúncia ${anon.id}Abrir caso ${anon.id}`,
  ]);
  // (the list and this dialog are swept by axe at both widths in e2e/denuncias-a11y.spec.ts)

  const open = row.getByRole('button', { name: /^Ver detalhes/ });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Denúncia #${anon.id}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeFocused();
  const details = dialog.locator('dl > div');
  await expect(details).toHaveText([
    `ID${anon.id}`,
    'CategoriaFraude',
    `Data${when}`,
    'AnonimatoSim',
    'Nome—',
    `Descrição${descricao}`,
  ]);
  const desc = dialog.getByRole('region', { name: 'Descrição' });
  // shown as text: the tags are visible characters, nothing was parsed or run
  expect(await desc.innerText()).toBe(descricao);
  await expect(dialog.locator('img, script, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(await desc.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');

  // focus stays inside the dialog, both ways
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // the named report shows its name, as text
  const namedOpen = page.getByRole('button', {
    name: `Ver detalhes da denúncia ${named.id}`,
    exact: true,
  });
  await namedOpen.click();
  const namedDialog = page.getByRole('dialog', { name: `Denúncia #${named.id}` });
  await expect(namedDialog.locator('dl > div').nth(4)).toHaveText('Nome<i>Ana</i> Lúcia');
  await expect(namedDialog.locator('dl > div').nth(3)).toHaveText('AnonimatoNão');
  await namedDialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(namedDialog).toBeHidden();
  await expect(namedOpen).toBeFocused();

  // phone width: the table turns into cards, and the dialog opens from one and closes (both
  // swept by axe in e2e/denuncias-a11y.spec.ts)
  await page.setViewportSize({ width: 390, height: 844 });
  await namedOpen.click();
  await expect(namedDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(namedDialog).toBeHidden();
});

test('Gestão de Denúncias: empty list, failure, and a colaborador turned away', async ({
  page,
  browser,
  api,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh' });
  await loginAs(page, rh);
  await page.route('**/api/admin/denuncias', (route) => route.fulfill({ status: 200, json: [] }));
  await page.goto('/admin/denuncias');
  await expect(page.getByText('Nenhuma denúncia registrada.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.route('**/api/admin/denuncias', (route) =>
    route.fulfill({ status: 403, json: { error: 'Acesso negado.' } }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Acesso negado ou erro ao carregar denúncias');

  const ctx = await browser.newContext();
  const other = await ctx.newPage();
  const colaborador = await api.createUser({ role: 'colaborador' });
  await loginAs(other, colaborador);
  await other.goto('/admin/denuncias');
  await expect(other).toHaveURL(/\/login$/);
  await ctx.close();
});

test('a second report is confirmed anew: the last confirmation goes as the next is written, and a failure is replaced on retry', async ({
  page,
  api,
  loginAs,
}) => {
  const colaborador = await api.createUser({ role: 'colaborador' });
  await loginAs(page, colaborador);
  await page.goto('/denuncias');
  const status = page.getByRole('status');
  const categoria = page.getByLabel('Categoria');
  const descricao = page.getByLabel('Descrição');
  const enviar = page.getByRole('button', { name: 'Enviar' });

  await categoria.selectOption('Sugestão');
  await descricao.fill(`Primeiro relato ${uid()}`);
  await enviar.click();
  await expect(status).toHaveText('Sua denúncia foi registrada. Obrigado.');

  // Starting the next report clears the confirmation of the last one.
  await categoria.selectOption('Crítica');
  await expect(status).toHaveText('');
  await descricao.fill(`Segundo relato ${uid()}`);
  const [second] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/denuncias') && r.method() === 'POST'),
    enviar.click(),
  ]);
  // Still anonymous: no Authorization header, no name.
  expect(await second.headerValue('authorization')).toBeNull();
  expect(second.postDataJSON()).not.toHaveProperty('nome');
  await expect(status).toHaveText('Sua denúncia foi registrada. Obrigado.');

  // A failure, then another: the notice is shown anew (a new element), then replaced by success.
  await page.route('**/api/denuncias', (route) =>
    route.fulfill({ status: 500, json: { error: 'Erro interno.' } }),
  );
  await categoria.selectOption('Outro');
  await expect(status).toHaveText('');
  await descricao.fill('Terceiro relato');
  await enviar.click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Falha ao enviar. Tente novamente.');
  const first = await alert.elementHandle();
  await enviar.click();
  await expect.poll(() => first!.evaluate((el) => el.isConnected)).toBe(false);
  await expect(alert).toHaveText('Falha ao enviar. Tente novamente.');
  await page.unroute('**/api/denuncias');
  await enviar.click();
  await expect(status).toHaveText('Sua denúncia foi registrada. Obrigado.');
  await expect(alert).toHaveCount(0);
  await expect(page.getByLabel('Enviar de forma anônima')).toBeChecked();
  await expect(page.getByLabel('Nome', { exact: true })).toBeDisabled();
});

test('a report of spaces, on a phone: the alert names the reason and the field is in view with it', async ({
  page,
  employee: _u,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/denuncias');
  await page.getByLabel('Categoria').selectOption('Sugestão');
  const descricao = page.getByLabel('Descrição');
  await descricao.fill('     ');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const alert = page.getByRole('alert');
  // the spec's text first, then the reason the server gave, so nobody has to scroll to learn it
  await expect(alert).toContainText('Falha ao enviar. Tente novamente.');
  await expect(alert).toContainText('Descrição: Descreva o ocorrido.');
  await expect(alert).toBeInViewport();
  await expect(descricao).toHaveAttribute('aria-invalid', 'true');
  await expect(descricao).toBeFocused();
  await capturar(page, 'denuncia-erro-alerta');
  // the reason's link takes the person (and the focus) to the field
  await alert.getByRole('link', { name: /Descreva o ocorrido/ }).click();
  await expect(descricao).toBeFocused();
  await expect(descricao).toBeInViewport();
  await capturar(page, 'denuncia-erro');
  // axe here: a refusal shown (the server's reason at the field), which no sweep reaches
  await expectNoAxeViolations(page);
});
