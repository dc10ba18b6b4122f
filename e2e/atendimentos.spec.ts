import { test, expect } from './fixtures';
import { employeeWithAtendimento, message, openEmployeeChat, sideOf } from './chat';

test('the landing greets by first name, gives the response times, and opens a new chat', async ({
  page,
  api,
  loginAs,
}) => {
  const maria = await api.createUser({ nome: 'Maria Eduarda Campos' });
  await loginAs(page, maria);
  await page.goto('/suporte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Maria!');
  await expect(page.getByText('em até 2 horas úteis')).toBeVisible();
  await expect(page.getByText('em até 8 horas úteis')).toBeVisible();
  await expect(page.getByText(/podem variar conforme a criticidade/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retomar Chat de Suporte' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Abrir Chat de Suporte' }).click();

  await expect(page).toHaveURL(/\/atendimento$/);
  await expect(page.getByRole('heading', { name: 'Atendimento ao Colaborador' })).toBeVisible();
  await expect(page.getByText('Maria Eduarda Campos · Chamado #')).toBeVisible();
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible();
});

test('a blank message is not sent; a real one shows on the right, as text', async ({
  page,
  api,
  loginAs,
}) => {
  await loginAs(page, await api.createUser());
  await openEmployeeChat(page);
  await page.getByLabel('Mensagem', { exact: true }).fill('   ');
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await page
    .getByLabel('Mensagem', { exact: true })
    .fill('Não consigo acessar o sistema de frotas. <b>urgente</b>');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const first = message(page, 'Não consigo acessar o sistema de frotas.');
  await expect(first).toContainText('<b>urgente</b>'); // text, never HTML
  await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue('');
  expect(await sideOf(page, first)).toBe('right');
});

test('with a ticket open, the landing offers to resume it and to rate it', async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api);
  await loginAs(page, u);
  await page.goto('/suporte');
  await expect(page.getByRole('link', { name: 'Retomar Chat de Suporte' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Avaliar Atendimento' })).toHaveAttribute(
    'href',
    `/suporte/avaliacao/${id}`,
  );
});

test('after a ticket is closed and rated, a new chat starts a new ticket', async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api);
  await api.closeAtendimento(id, u);
  await api.rateAtendimento(id, { nota: 4, comentario: 'Resolveram rápido, obrigado!' }, u);
  await loginAs(page, u);

  await page.goto('/suporte');
  await expect(page.getByRole('link', { name: 'Retomar Chat de Suporte' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Abrir Chat de Suporte' }).click();
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible();
  await expect(page.getByText(/· Chamado #\d+/)).not.toHaveText(new RegExp(`#${id}$`));
  await expect(page.getByRole('log')).toBeHidden();
});

test("a second employee cannot see the first one's ticket", async ({ page, api, loginAs }) => {
  const ana = await api.createUser({ nome: 'Ana Beatriz' });
  const id = await api.openAtendimento(ana);
  await api.sendMensagem(id, 'Minha senha vazou', ana);
  const bruno = await api.createUser({ nome: 'Bruno Costa' });
  await loginAs(page, bruno);

  await page.goto('/suporte');
  await expect(page.getByRole('link', { name: 'Abrir Chat de Suporte' })).toBeVisible();
  await page.goto(`/atendimento-suporte/${id}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/painel-atendimentos');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/atendimento');
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible();
  await expect(page.getByText(`Chamado #${id}`, { exact: false })).toHaveCount(0);
  await expect(page.getByText('Minha senha vazou')).toHaveCount(0);

  const token = bruno.token;
  const list = await api.request('GET', '/api/atendimentos', { token });
  expect(list.body.map((t: { id: number }) => t.id)).not.toContain(id);
  for (const res of [
    await api.request('GET', `/api/atendimentos/${id}/mensagens`, { token }),
    await api.request('POST', `/api/atendimentos/${id}/mensagens`, {
      token,
      body: { mensagem: 'oi' },
    }),
    await api.request('POST', `/api/atendimentos/${id}/fechar`, { token }),
  ]) {
    expect(res.status).toBe(404);
  }

  await page.goto(`/suporte/avaliacao/${id}`);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Atendimento não encontrado.');
});
