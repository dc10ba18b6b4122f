import { DENUNCIA_SEM_CONEXAO } from '../web/features/denuncias/components/DenunciaForm';
import { message } from './chat';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';
import { appNoAparelho, registrosNoAparelho, urlsEmCache } from './offline';
import { capturar } from './telas';

// These specs are about the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const semConexao = (page: import('@playwright/test').Page) =>
  page.getByRole('status').filter({ hasText: 'Sem conexão' });

test('offline, a portal screen never visited and a public page open as the app with the notice', async ({
  context,
  page,
  employee: _u,
}) => {
  await page.goto('/portal');
  await expect(page.getByRole('heading', { name: /Olá, seja bem-vindo/ })).toBeVisible();
  await appNoAparelho(page);
  await context.setOffline(true);

  await page.goto('/denuncias');
  await expect(page.getByRole('heading', { name: 'Fale com a gente!' })).toBeVisible();
  await expect(semConexao(page)).toBeVisible();
  await expectNoAxeViolations(page, { include: '.aviso-conexao' });
  await capturar(page, 'sem-conexao');

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(semConexao(page)).toBeVisible();
  await context.setOffline(false);
  await expect(semConexao(page)).toHaveCount(0);
});

test('offline, the Ouvidoria form says so before sending, sends nothing and keeps what was typed', async ({
  context,
  page,
  employee: _u,
}) => {
  await page.goto('/denuncias');
  await expect(page.getByRole('heading', { name: 'Fale com a gente!' })).toBeVisible();
  await appNoAparelho(page);
  await context.setOffline(true);
  await expect(page.getByText(DENUNCIA_SEM_CONEXAO)).toBeVisible();
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/denuncias')) posts.push(r.url());
  });
  await page.getByLabel('Categoria').selectOption('Assédio');
  await page.getByLabel('Descrição').fill('Relato escrito sem sinal');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText(DENUNCIA_SEM_CONEXAO);
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  expect(posts).toEqual([]);

  // Closing the app keeps it too.
  await page.reload();
  await expect(page.getByLabel('Descrição')).toHaveValue('Relato escrito sem sinal');
  await expect(page.getByLabel('Categoria')).toHaveValue('Assédio');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Sua denúncia foi registrada. Obrigado.')).toBeVisible();
  await expect(page.getByLabel('Descrição')).toHaveValue('');
});

test('a send that gets no answer stops saying "Enviando..." and keeps the report', async ({
  page,
  employee: _u,
}) => {
  await page.goto('/denuncias');
  await page.route('**/api/denuncias', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Categoria').selectOption('Assédio');
  await page.getByLabel('Descrição').fill('Relato que não saiu');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText(DENUNCIA_SEM_CONEXAO);
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  await expect(page.getByLabel('Descrição')).toHaveValue('Relato que não saiu');
});

test('Cache Storage holds the app and never an API answer; "Sair" removes what the device kept for the user', async ({
  context,
  page,
  api,
  employee: u,
}) => {
  const id = await api.openAtendimento(u);
  await api.sendMensagem(id, 'Dado pessoal da conversa', u);
  await page.goto('/atendimento');
  await expect(message(page, 'Dado pessoal da conversa')).toBeVisible();
  await appNoAparelho(page);
  await page.goto('/portal');
  await page.goto('/atendimento');
  await expect(message(page, 'Dado pessoal da conversa')).toBeVisible();

  const caches = await urlsEmCache(page);
  const urls = Object.values(caches).flat();
  expect(urls).toContain('/__spa-fallback.html');
  expect(urls.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(urls.filter((u) => u.startsWith('/api'))).toEqual([]);

  // Something waiting, and the conversation kept for offline use.
  await context.setOffline(true);
  await page.getByLabel('Mensagem', { exact: true }).fill('Nunca enviada');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(message(page, 'Nunca enviada')).toContainText('aguardando conexão');
  const antes = JSON.stringify(await registrosNoAparelho(page));
  expect(antes).toContain('Nunca enviada');
  expect(antes).toContain('Dado pessoal da conversa');
  expect(antes).not.toContain(u.token);

  // "Sair" asks first, then removes the queue and the conversation.
  let pergunta = '';
  page.once('dialog', (d) => {
    pergunta = d.message();
    void d.accept();
  });
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(pergunta).toContain('aguardando conexão');
  expect(await registrosNoAparelho(page)).toEqual([]);
  const depois = Object.entries(await urlsEmCache(page));
  expect(depois.every(([nome]) => nome.startsWith('workbox-precache'))).toBe(true);
  expect(depois.flatMap(([, u]) => u).filter((u) => u.startsWith('/api'))).toEqual([]);
});
