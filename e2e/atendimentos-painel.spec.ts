import { realPng } from '../server/test/file-fixtures';
import { uid } from './api';
import { employeeWithAtendimento, FIRST, message, sideOf } from './chat';
import { test, expect } from './fixtures';

test("the panel lists an open ticket in green, filters by name, and opens its chat with the employee's message on the left", async ({
  page,
  api,
  loginAs,
}) => {
  const tag = uid();
  const maria = await api.createUser({ nome: `Maria Eduarda Campos ${tag}` });
  const id = await api.openAtendimento(maria);
  await api.sendMensagem(id, `${FIRST} <b>urgente</b>`, maria);
  await loginAs(page, await api.createUser({ role: 'rh', nome: 'Renata Prado' }));

  await page.goto('/painel-atendimentos');
  const row = page.getByRole('row').filter({ hasText: `Maria Eduarda Campos ${tag}` });
  await expect(row).toContainText(`#${id}`);
  const badge = row.getByText('aberto', { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveCSS('color', 'rgb(30, 107, 52)');
  await page.getByLabel('Filtrar atendimentos').fill(`eduarda campos ${tag}`);
  await expect(page.getByRole('row')).toHaveCount(2); // header + Maria
  await page.getByLabel('Filtrar atendimentos').fill('ninguém com esse nome');
  await expect(page.getByText('Nenhum atendimento corresponde ao filtro.')).toBeVisible();
  await page.getByLabel('Filtrar atendimentos').fill('');
  await row.getByRole('link', { name: /^Abrir Chat/ }).click();
  await expect(page).toHaveURL(new RegExp(`/atendimento-suporte/${id}$`));
  const seen = message(page, FIRST);
  await expect(seen).toBeVisible();
  expect(await sideOf(page, seen)).toBe('left');
});

test('staff answer with Enter and a picked image; the employee gets both on the next poll, the image by a signed link', async ({
  page,
  browser,
  api,
  loginAs,
}) => {
  const { u: maria, id } = await employeeWithAtendimento(api, { nome: 'Maria Eduarda Campos' });
  const empCtx = await browser.newContext();
  const emp = await empCtx.newPage();
  await loginAs(emp, maria);
  await emp.goto('/atendimento');
  await expect(message(emp, FIRST)).toBeVisible();

  await loginAs(page, await api.createUser({ role: 'rh', nome: 'Renata Prado' }));
  await page.goto(`/atendimento-suporte/${id}`);
  await expect(message(page, FIRST)).toBeVisible();
  await page
    .getByLabel('Mensagem', { exact: true })
    .fill('Olá, Maria! Pode enviar uma captura da tela?');
  await page.getByLabel('Mensagem', { exact: true }).press('Enter');
  const answer = message(page, 'Pode enviar uma captura da tela?');
  await expect(answer).toBeVisible();
  expect(await sideOf(page, answer)).toBe('right');
  await page.getByTestId('chat-file-input').setInputFiles({
    name: 'orientacao.png',
    mimeType: 'image/png',
    buffer: await realPng(64, 40),
  });
  await expect(page.getByRole('img', { name: 'orientacao.png' })).toBeVisible();

  // Within the 3.5 s polling; the image loads without a bearer header.
  const reply = message(emp, 'Pode enviar uma captura da tela?');
  await expect(reply).toBeVisible({ timeout: 8_000 });
  expect(await sideOf(emp, reply)).toBe('left');
  const img = emp.getByRole('img', { name: 'orientacao.png' });
  await expect(img).toBeVisible({ timeout: 8_000 });
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBe(64);
  await expect(emp.getByRole('link', { name: 'orientacao.png' })).toHaveAttribute(
    'href',
    /^\/api\/arquivos\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]{43}$/,
  );
  await empCtx.close();
});

test('a ticket the employee closes shows closed to staff on the next poll, and grey in the panel', async ({
  page,
  api,
  loginAs,
}) => {
  const tag = uid();
  const { u, id } = await employeeWithAtendimento(api, { nome: `Maria Eduarda Campos ${tag}` });
  await loginAs(page, await api.createUser({ role: 'rh' }));
  await page.goto(`/atendimento-suporte/${id}`);
  await expect(message(page, FIRST)).toBeVisible();
  await expect(page.getByLabel('Mensagem', { exact: true })).toBeEnabled();

  await api.closeAtendimento(id, u);
  await expect(page.getByText('Este atendimento foi encerrado.')).toBeVisible({ timeout: 8_000 });
  await expect(page.getByLabel('Mensagem', { exact: true })).toBeDisabled();
  await page.goto('/painel-atendimentos');
  // the panel lists open tickets first, a page at a time: staff find a closed one by its name
  await page.getByRole('searchbox', { name: 'Filtrar atendimentos' }).fill(tag);
  const closedBadge = page
    .getByRole('row')
    .filter({ hasText: `Maria Eduarda Campos ${tag}` })
    .getByText('fechado', { exact: true });
  await expect(closedBadge).toHaveCSS('color', 'rgb(74, 82, 76)');
});

test('staff read the rating in the chat and in the panel, on the next poll', async ({
  page,
  api,
  loginAs,
}) => {
  const tag = Date.now().toString(36);
  const rated = await api.createUser({ nome: `Helena Avaliou ${tag}` });
  const silent = await api.createUser({ nome: `Igor Sem Nota ${tag}` });
  const id = await api.openAtendimento(rated);
  await api.closeAtendimento(id, rated);
  const other = await api.openAtendimento(silent);

  await loginAs(page, await api.createUser({ role: 'rh' }));
  await page.goto(`/atendimento-suporte/${id}`);
  await expect(page.getByText('Este atendimento foi encerrado.')).toBeVisible();
  await expect(page.getByText('Ainda sem avaliação do colaborador.')).toBeVisible();

  await api.rateAtendimento(id, { nota: 4, comentario: 'Resolveram rápido, obrigado!' }, rated);
  const summary = page.locator('.chat__closed');
  await expect(summary).toContainText('Avaliação do colaborador: ★ 4/5', { timeout: 8_000 });
  await expect(summary.getByText('Resolveram rápido, obrigado!')).toBeVisible();
  await expect(page.getByText('Ainda sem avaliação do colaborador.')).toHaveCount(0);

  await page.goto('/painel-atendimentos');
  await expect(page.getByRole('columnheader', { name: 'Avaliação' })).toBeVisible();
  await page.getByLabel('Filtrar atendimentos').fill(tag);
  const ratedRow = page.getByRole('row').filter({ hasText: `#${id}` });
  await expect(ratedRow.getByRole('cell').nth(8)).toHaveText(/★ 4\/5/);
  await expect(ratedRow.getByRole('cell', { name: 'Nota 4 de 5' })).toBeVisible();
  const silentRow = page.getByRole('row').filter({ hasText: `#${other}` });
  await expect(silentRow.getByRole('cell').nth(8)).toHaveText(/—/);
  await expect(silentRow.getByRole('cell', { name: 'Sem avaliação' })).toBeVisible();
  // (a rated chat and the panel are swept by axe in e2e/atendimentos-a11y.spec.ts)
});
