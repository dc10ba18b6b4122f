import { realPng } from '../server/test/file-fixtures';
import type { Api } from './api';
import { message, MESSAGES } from './chat';
import { test, expect } from './fixtures';
import { appNoAparelho } from './offline';
import { capturar } from './telas';

// These specs are about the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The conversation as support reads it, through the API. */
async function naConversa(api: Api, id: number) {
  const lista = (await api.send('GET', `/api/atendimentos/${id}/mensagens`)) as {
    mensagem: string;
    tipo: string;
  }[];
  return lista.map((m) => m.mensagem);
}

const ocorrencias = (lista: string[], texto: string) =>
  lista.filter((m) => m.includes(texto)).length;

test('offline, a text and a photo wait as "aguardando conexão", survive closing the app, and arrive once', async ({
  context,
  page,
  api,
  employee: u,
}) => {
  const id = await api.openAtendimento(u);
  await page.goto('/atendimento');
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible();
  await appNoAparelho(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão' })).toBeVisible();
  await page.getByLabel('Mensagem', { exact: true }).fill('Sem sinal na roça');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(message(page, 'Sem sinal na roça')).toContainText('aguardando conexão');
  await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue('');
  await page.getByTestId('chat-file-input').setInputFiles({
    name: 'cerca.png',
    mimeType: 'image/png',
    buffer: await realPng(40, 30),
  });
  await expect(message(page, 'cerca.png')).toContainText('aguardando conexão');
  // Text typed while they wait stays in the box.
  await page.getByLabel('Mensagem', { exact: true }).fill('ainda escrevendo');

  await page.close();
  const reaberta = await context.newPage();
  await reaberta.goto('/atendimento');
  await expect(message(reaberta, 'Sem sinal na roça')).toContainText('aguardando conexão');
  await expect(message(reaberta, 'cerca.png')).toContainText('aguardando conexão');
  await expect(reaberta.getByLabel('Mensagem', { exact: true })).toHaveValue('ainda escrevendo');
  expect(await naConversa(api, id)).toEqual([]);
  await capturar(reaberta, 'chat-aguardando');

  await context.setOffline(false);
  await expect(reaberta.getByRole('log').getByText('aguardando conexão')).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(message(reaberta, 'Sem sinal na roça')).toHaveCount(1);
  await expect(reaberta.getByRole('log').getByRole('link', { name: 'cerca.png' })).toBeVisible();
  await expect(reaberta.getByLabel('Mensagem', { exact: true })).toHaveValue('ainda escrevendo');
  const lista = await naConversa(api, id);
  expect(ocorrencias(lista, 'Sem sinal na roça')).toBe(1);
  expect(ocorrencias(lista, 'cerca.png')).toBe(1);
  // in the order they were sent
  expect(lista.findIndex((m) => m.includes('Sem sinal'))).toBeLessThan(
    lista.findIndex((m) => m.includes('cerca.png')),
  );
});

// Needs the server's Idempotency-Key support on POST …/mensagens: without it the repeat is a
// second write and support reads the message twice.
test('a try that reached the server but lost its answer is sent again, and support reads it once', async ({
  page,
  api,
  employee: u,
}) => {
  const id = await api.openAtendimento(u);
  await page.goto('/atendimento');
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible();
  const chaves: string[] = [];
  await page.route(MESSAGES, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    chaves.push(route.request().headers()['idempotency-key'] ?? '');
    if (chaves.length > 1) return route.fallback();
    await route.fetch(); // the server writes it…
    await route.abort('connectionreset'); // …and the answer never arrives
  });
  await page.getByLabel('Mensagem', { exact: true }).fill('Resposta perdida no caminho');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(message(page, 'Resposta perdida no caminho')).toBeVisible();
  await expect.poll(() => chaves.length, { timeout: 15_000 }).toBeGreaterThan(1);
  await expect(page.getByRole('log').getByText('aguardando conexão')).toHaveCount(0, {
    timeout: 10_000,
  });
  expect(new Set(chaves).size).toBe(1);
  expect(chaves[0]).toMatch(/^[0-9a-f-]{36}$/);
  await expect(message(page, 'Resposta perdida no caminho')).toHaveCount(1);
  expect(ocorrencias(await naConversa(api, id), 'Resposta perdida no caminho')).toBe(1);
});

test('a message the server refuses for good shows its reason and can be discarded; leaving with one waiting asks first', async ({
  page,
  context,
  api,
  employee: u,
}) => {
  await api.openAtendimento(u);
  await page.goto('/atendimento');
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible();
  await page.route(MESSAGES, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 409, json: { error: 'Este atendimento já foi encerrado.' } })
      : route.fallback(),
  );
  await page.getByLabel('Mensagem', { exact: true }).fill('Recusada');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const recusada = message(page, 'Recusada');
  await expect(recusada).toContainText('Não enviada: Este atendimento já foi encerrado.');
  await expect(page.getByRole('alert')).toContainText('Este atendimento já foi encerrado.');

  // In-app navigation away asks first; staying keeps the screen.
  await page.getByRole('link', { name: '← Voltar ao Portal' }).click();
  const pergunta = page.getByRole('dialog', { name: 'Sair do atendimento?' });
  await expect(pergunta).toBeVisible();
  await pergunta.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/atendimento$/);

  await recusada.getByRole('button', { name: 'Descartar' }).click();
  await expect(recusada).toHaveCount(0);
  await page.getByRole('link', { name: '← Voltar ao Portal' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  void context;
});
