import { test, expect } from './fixtures';
import { holdRequests } from './pages';

const START = /\/api\/atendimentos$/;

test('opening the chat says at once that it is loading, then opens it', async ({
  page,
  employee: _employee,
}) => {
  // The chat's code (fetched ahead by the portal) and the ticket's answer are held, as a slow
  // link would: the screen must not stay on /suporte with nothing said.
  const releaseCode = await holdRequests(page, /\/assets\/atendimento-[^/]*\.js$/);
  const release = await holdRequests(page, START);
  await page.goto('/suporte');
  const abrir = page.getByRole('link', { name: 'Abrir Chat de Suporte' });
  await expect(abrir).toBeVisible();
  await abrir.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Carregando atendimento...' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Suporte ao Colaborador' })).toHaveCount(0);
  releaseCode();
  release();
  await expect(page).toHaveURL(/\/atendimento$/);
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atendimento ao Colaborador');
});

test('a ticket that could not be opened says so, and trying again opens it', async ({
  page,
  employee: _employee,
}) => {
  let refused = 0;
  await page.route(START, async (route) => {
    if (route.request().method() === 'POST' && refused++ === 0) {
      await route.fulfill({ status: 503, json: { error: 'Indisponível' } });
    } else await route.continue();
  });
  await page.goto('/atendimento');
  await expect(page.getByRole('alert')).toHaveText('Erro ao iniciar atendimento');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible();
  expect(refused).toBe(2);
});
