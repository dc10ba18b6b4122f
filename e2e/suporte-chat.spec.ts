import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, type E2EUser } from './fixtures';

const CLOSED_TEXT = 'Este atendimento foi encerrado. Caso precise, inicie um novo chamado.';
const MESSAGES = /\/api\/atendimentos\/\d+\/mensagens$/;

type Api = { post: (p: string, b: unknown, t?: string) => Promise<unknown> };
async function openTicketByApi(api: Api, u: E2EUser): Promise<number> {
  const res = (await api.post('/api/atendimentos', {}, u.token)) as { atendimentoId: number };
  return res.atendimentoId;
}

async function noAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations, where).toEqual([]);
}

async function openEmployeeChat(page: Page) {
  await page.goto('/atendimento');
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible();
}

test.describe('drafts', () => {
  test('text typed in the employee chat survives a reload and a refused session, and goes after sending', async ({
    page,
    api,
    signIn,
  }) => {
    const u = await api.createUser();
    await signIn(page, u);
    await openEmployeeChat(page);
    const box = page.getByLabel('Mensagem');
    await box.fill('O sistema de frotas não abre desde ontem');

    await page.reload();
    await expect(box).toHaveValue('O sistema de frotas não abre desde ontem');

    // The server refuses the session on the next poll: the app goes to the login page.
    await page.route(MESSAGES, (route) =>
      route.fulfill({ status: 401, json: { error: 'Sessão expirada. Faça login novamente.' } }),
    );
    await expect(page).toHaveURL(/\/login/, { timeout: 8_000 });
    await page.unroute(MESSAGES);
    await page.getByLabel('Usuário').fill(u.login);
    await page.getByLabel('Senha').fill(u.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    if (!/\/atendimento$/.test(page.url())) await page.goto('/atendimento');
    await expect(box).toHaveValue('O sistema de frotas não abre desde ontem');

    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByRole('log').getByText('O sistema de frotas não abre desde ontem'),
    ).toBeVisible();
    await expect(box).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('log').getByText('O sistema de frotas')).toBeVisible();
    await expect(box).toHaveValue('');
  });

  test('text typed while a message is on its way is kept', async ({ page, api, signIn }) => {
    const u = await api.createUser();
    await signIn(page, u);
    await openEmployeeChat(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(MESSAGES, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    const box = page.getByLabel('Mensagem');
    await box.fill('Primeira parte');
    await box.press('Enter');
    await box.fill('Segunda parte, ainda digitando');
    release();
    await expect(page.getByRole('log').getByText('Primeira parte')).toBeVisible();
    await page.waitForTimeout(300);
    await expect(box).toHaveValue('Segunda parte, ainda digitando');
  });

  test('text typed in the staff chat survives a reload, per ticket', async ({
    page,
    api,
    signIn,
  }) => {
    const a = await api.createUser();
    const b = await api.createUser();
    const idA = await openTicketByApi(api, a);
    const idB = await openTicketByApi(api, b);
    const rh = await api.createUser({ role: 'rh' });
    await signIn(page, rh);
    await page.goto(`/atendimento-suporte/${idA}`);
    await expect(page.getByText('Nenhuma mensagem ainda...')).toBeVisible();
    await page.getByLabel('Mensagem').fill('Resposta ainda em rascunho');
    await page.reload();
    await expect(page.getByLabel('Mensagem')).toHaveValue('Resposta ainda em rascunho');
    // Another ticket has its own (empty) draft.
    await page.goto(`/atendimento-suporte/${idB}`);
    await expect(page.getByText('Nenhuma mensagem ainda...')).toBeVisible();
    await expect(page.getByLabel('Mensagem')).toHaveValue('');
    await page.goto(`/atendimento-suporte/${idA}`);
    await expect(page.getByLabel('Mensagem')).toHaveValue('Resposta ainda em rascunho');
    await page.getByLabel('Mensagem').press('Enter');
    await expect(page.getByRole('log').getByText('Resposta ainda em rascunho')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('log').getByText('Resposta ainda em rascunho')).toBeVisible();
    await expect(page.getByLabel('Mensagem')).toHaveValue('');
  });
});

test('Encerrar Chat asks first: Escape and Cancelar keep the ticket open, Encerrar closes it', async ({
  page,
  api,
  signIn,
}) => {
  const u = await api.createUser();
  await signIn(page, u);
  await openEmployeeChat(page);
  const encerrarChat = page.getByRole('button', { name: 'Encerrar Chat' });
  const dialog = page.getByRole('dialog', { name: 'Encerrar este atendimento?' });

  // Keyboard: Enter opens the dialog with focus inside; Escape cancels and focus returns.
  await encerrarChat.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Depois de encerrado, ele não pode ser reaberto.');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await noAxeViolations(page, 'confirmation dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(encerrarChat).toBeFocused();
  await expect(page.getByLabel('Mensagem')).toBeEnabled();

  // Cancelar by mouse: still open.
  await encerrarChat.click();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(encerrarChat).toBeFocused();
  await page.waitForTimeout(500);
  await expect(page.getByText(CLOSED_TEXT)).toHaveCount(0);

  // The server's refusal is shown, and the ticket stays as it was.
  await page.route(/\/fechar$/, (route) =>
    route.fulfill({ status: 409, json: { error: 'Este atendimento já foi encerrado.' } }),
  );
  await encerrarChat.click();
  await dialog.getByRole('button', { name: 'Encerrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Este atendimento já foi encerrado.');
  await page.unroute(/\/fechar$/);

  // Keyboard: Tab to Encerrar, Enter confirms.
  await encerrarChat.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Encerrar', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(CLOSED_TEXT)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Mensagem')).toBeDisabled();
  await expect(page.getByLabel('Mensagem')).toHaveAttribute('placeholder', 'Atendimento encerrado');
  await expect(encerrarChat).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('staff read the rating in the chat and in the panel, on the next poll', async ({
  page,
  api,
  signIn,
}) => {
  const tag = Date.now().toString(36);
  const rated = await api.createUser({ nome: `Helena Avaliou ${tag}` });
  const silent = await api.createUser({ nome: `Igor Sem Nota ${tag}` });
  const id = await openTicketByApi(api, rated);
  await api.post(`/api/atendimentos/${id}/fechar`, {}, rated.token);
  const other = await openTicketByApi(api, silent);

  const rh = await api.createUser({ role: 'rh' });
  await signIn(page, rh);
  await page.goto(`/atendimento-suporte/${id}`);
  await expect(page.getByText('Este atendimento foi encerrado.')).toBeVisible();
  await expect(page.getByText('Ainda sem avaliação do colaborador.')).toBeVisible();

  await api.post(
    `/api/atendimentos/${id}/avaliacao`,
    { nota: 4, comentario: 'Resolveram rápido, obrigado!' },
    rated.token,
  );
  const summary = page.locator('.chat__closed');
  await expect(summary).toContainText('Avaliação do colaborador: ★ 4/5', { timeout: 8_000 });
  await expect(summary.getByText('Resolveram rápido, obrigado!')).toBeVisible();
  await expect(page.getByText('Ainda sem avaliação do colaborador.')).toHaveCount(0);
  await noAxeViolations(page, 'staff chat with a rating');

  await page.goto('/painel-atendimentos');
  await expect(page.getByRole('columnheader', { name: 'Avaliação' })).toBeVisible();
  await page.getByLabel('Filtrar atendimentos').fill(tag);
  const ratedRow = page.getByRole('row').filter({ hasText: `#${id}` });
  await expect(ratedRow.getByRole('cell').nth(4)).toHaveText(/★ 4\/5/);
  await expect(ratedRow.getByRole('cell', { name: 'Nota 4 de 5' })).toBeVisible();
  const silentRow = page.getByRole('row').filter({ hasText: `#${other}` });
  await expect(silentRow.getByRole('cell').nth(4)).toHaveText(/—/);
  await expect(silentRow.getByRole('cell', { name: 'Sem avaliação' })).toBeVisible();
  await noAxeViolations(page, 'panel with ratings');
});

test('send and fetch errors clear once the connection is back', async ({ page, api, signIn }) => {
  const u = await api.createUser();
  await signIn(page, u);
  await openEmployeeChat(page);
  const sendError = page.getByRole('alert').filter({ hasText: 'Erro ao enviar mensagem' });

  // One send fails; the text stays; the next successful poll clears the error.
  await page.route(MESSAGES, (route) =>
    route.request().method() === 'POST' ? route.abort() : route.fallback(),
  );
  await page.getByLabel('Mensagem').fill('Primeira tentativa');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(sendError).toBeVisible();
  await expect(page.getByLabel('Mensagem')).toHaveValue('Primeira tentativa');
  await page.unroute(MESSAGES);
  await expect(sendError).toBeHidden({ timeout: 8_000 });

  // Fails again while polls fail too: the next successful send clears it.
  await page.route(MESSAGES, (route) => route.abort());
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(sendError).toBeVisible();
  const fetchError = page.getByRole('status').filter({ hasText: 'Erro ao buscar mensagens' });
  await expect(fetchError).toBeVisible({ timeout: 8_000 });
  await page.unroute(MESSAGES);
  await page.route(MESSAGES, (route) =>
    route.request().method() === 'GET' ? route.abort() : route.fallback(),
  );
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(sendError).toBeHidden();
  await expect(page.getByRole('log').getByText('Primeira tentativa')).toBeVisible();

  // Polling recovers by itself: the fetch notice goes away without "Tentar agora".
  await page.unroute(MESSAGES);
  await expect(fetchError).toBeHidden({ timeout: 12_000 });
});

test('a character counter shows near the 5,000 limit', async ({ page, api, signIn }) => {
  const u = await api.createUser();
  await signIn(page, u);
  await openEmployeeChat(page);
  const box = page.getByLabel('Mensagem');
  await box.fill('Mensagem curta');
  await expect(page.getByText(/\/ 5\.000/)).toHaveCount(0);

  await box.fill('a'.repeat(4_990));
  await expect(page.getByText('4.990 / 5.000')).toBeVisible();
  await expect(box).toHaveAccessibleDescription('4.990 / 5.000 caracteres');
  await expect(page.getByText('Restam 100 caracteres.')).toBeAttached();
  await box.press('End');
  await page.keyboard.type('bcdefghijklm');
  await expect(page.getByText('5.000 / 5.000')).toBeVisible();
  await expect(box).toHaveValue('a'.repeat(4_990) + 'bcdefghijk');
  await expect(page.getByText('Limite de 5.000 caracteres atingido.')).toBeAttached();
  await noAxeViolations(page, 'chat with the counter');

  await box.fill('ok');
  await expect(page.getByText(/\/ 5\.000/)).toHaveCount(0);
});

test('file names never show bidirectional control characters', async ({ page, api, signIn }) => {
  const u = await api.createUser();
  const id = await openTicketByApi(api, u);
  await signIn(page, u);
  // A name stored before uploads were cleaned, as the server would still list it.
  await page.route(MESSAGES, async (route) => {
    const res = await route.fetch();
    const list = await res.json();
    list.push({
      id: 2_000_000_000,
      remetente: 'suporte',
      tipo: 'arquivo',
      mensagem: JSON.stringify({
        url: '/api/arquivos/0123456789abcdef0123456789abcdef.pdf?exp=1&sig=x',
        nome: 'fatura\u202Efdp.exe',
      }),
      enviado_em: new Date().toISOString(),
    });
    await route.fulfill({ response: res, json: list });
  });
  await page.goto('/atendimento');
  await expect(page.getByText(`Chamado #${id}`)).toBeVisible();
  const link = page.getByRole('log').getByRole('link');
  await expect(link).toHaveAccessibleName('faturafdp.exe');
  expect(await link.textContent()).toBe('faturafdp.exe');
  await expect(link).toHaveAttribute('download', 'faturafdp.exe');
});
