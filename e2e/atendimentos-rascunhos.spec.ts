import { MESSAGES, openEmployeeChat } from './chat';
import { test, expect } from './fixtures';
import { depoisDaResposta, submitLogin } from './pages';

test('text typed in the employee chat survives a reload and a refused session, and goes after sending', async ({
  page,
  employee: u,
}) => {
  // A refused poll: the chat polls only while the live stream is down (docs/product/eventos.md).
  await page.route('**/api/eventos', (r) => r.abort());
  await openEmployeeChat(page);
  const box = page.getByLabel('Mensagem', { exact: true });
  await box.fill('O sistema de frotas não abre desde ontem');

  await page.reload();
  await expect(box).toHaveValue('O sistema de frotas não abre desde ontem');

  // The server refuses the session on the next poll: the app goes to the login page.
  await page.route(MESSAGES, (route) =>
    route.fulfill({ status: 401, json: { error: 'Sessão expirada. Faça login novamente.' } }),
  );
  await expect(page).toHaveURL(/\/login/, { timeout: 8_000 });
  await page.unroute(MESSAGES);
  await submitLogin(page, u.login, u.password);
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

test('text typed while a message is on its way is kept', async ({ page, api, loginAs }) => {
  await loginAs(page, await api.createUser());
  await openEmployeeChat(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(MESSAGES, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  const box = page.getByLabel('Mensagem', { exact: true });
  await box.fill('Primeira parte');
  await box.press('Enter');
  await box.fill('Segunda parte, ainda digitando');
  const enviada = page.waitForResponse(
    (r) => MESSAGES.test(r.url()) && r.request().method() === 'POST',
  );
  release();
  await expect(page.getByRole('log').getByText('Primeira parte')).toBeVisible();
  // once the screen has taken in the answer to the send (a sentinel instead of a wait)
  await enviada;
  await depoisDaResposta(page);
  await expect(box).toHaveValue('Segunda parte, ainda digitando');
});

test('text typed in the staff chat survives a reload, per ticket', async ({
  page,
  api,
  loginAs,
}) => {
  const idA = await api.openAtendimento(await api.createUser());
  const idB = await api.openAtendimento(await api.createUser());
  await loginAs(page, await api.createUser({ role: 'rh' }));
  await page.goto(`/atendimento-suporte/${idA}`);
  await expect(page.getByText('Nenhuma mensagem ainda...')).toBeVisible();
  await page.getByLabel('Mensagem', { exact: true }).fill('Resposta ainda em rascunho');
  await page.reload();
  await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue(
    'Resposta ainda em rascunho',
  );
  // Another ticket has its own (empty) draft.
  await page.goto(`/atendimento-suporte/${idB}`);
  await expect(page.getByText('Nenhuma mensagem ainda...')).toBeVisible();
  await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue('');
  await page.goto(`/atendimento-suporte/${idA}`);
  await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue(
    'Resposta ainda em rascunho',
  );
  await page.getByLabel('Mensagem', { exact: true }).press('Enter');
  await expect(page.getByRole('log').getByText('Resposta ainda em rascunho')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('log').getByText('Resposta ainda em rascunho')).toBeVisible();
  await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue('');
});

test('a character counter shows near the 5,000 limit', async ({ page, api, loginAs }) => {
  await loginAs(page, await api.createUser());
  await openEmployeeChat(page);
  const box = page.getByLabel('Mensagem', { exact: true });
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
  // (the chat with its counter is swept by axe in e2e/atendimentos-a11y.spec.ts)

  await box.fill('ok');
  await expect(page.getByText(/\/ 5\.000/)).toHaveCount(0);
});
