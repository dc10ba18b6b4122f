/**
 * The live stream on screen (docs/product/eventos.md): a reply shows at once without a poll, the
 * employee sees support answered on the portal, on Suporte and in the tab's title, and with the
 * stream blocked the chat falls back to polling quietly.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { countMessagePolls, passarTempo, employeeWithAtendimento, message } from './chat';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';

const EVENTOS = '**/api/eventos';
const SHOTS = '/tmp/shots-chat';

/** Opens `url` and waits until the live stream has answered (the screens then stop polling). */
async function gotoWithStream(page: Page, url: string) {
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/eventos') && r.ok());
  await page.goto(url);
  await stream;
}

test("a staff reply appears in the employee's open chat at once, without a poll", async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api);
  await loginAs(page, u);
  const polls = countMessagePolls(page);
  // the page's clock: "longer than the poll interval" is run through, not waited
  await page.clock.install();
  await gotoWithStream(page, '/atendimento');
  await expect(message(page, 'Não consigo acessar')).toBeVisible();
  // Quiet chat with the stream up: no poll for longer than the spec's 3.5 s interval.
  const afterLoad = polls();
  await passarTempo(page, 4_500);
  expect(polls()).toBe(afterLoad);

  const sent = Date.now();
  await api.sendMensagem(id, 'Pode reiniciar o coletor, por favor?');
  await expect(message(page, 'Pode reiniciar o coletor')).toBeVisible({ timeout: 3_000 });
  const took = Date.now() - sent;
  expect(took).toBeLessThan(1_500);
  // The answer was on screen: the chat tells the server it was read (one `?depois=` read).
  await expect
    .poll(async () => {
      const [t] = await api.send('GET', '/api/atendimentos?meus=true', undefined, u.token);
      return t.resposta_nao_lida;
    })
    .toBe(false);
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
});

test('the employee sees support answered: Suporte button, tab title and Suporte page', async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api, { nome: 'Rita Campos' });
  await loginAs(page, u);
  await gotoWithStream(page, '/portal');
  const suporte = page.getByRole('link', { name: /Suporte/ });
  await expect(suporte).not.toContainText('resposta nova');

  await api.sendMensagem(id, 'Já verificamos seu acesso.');
  await expect(suporte).toContainText('1 resposta nova');
  await expect(suporte).toHaveAccessibleName(/Suporte.*1 resposta nova/);
  await expect(page).toHaveTitle(/^\(1\) /);
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await page.screenshot({ path: `${SHOTS}/portal-colaborador-${width}.png`, fullPage: true });
  }
  await expectNoAxeViolations(page, { where: '/portal' });

  await suporte.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Rita!' })).toBeVisible();
  await expect(page.getByText('O suporte respondeu ao seu chamado.')).toBeVisible();
  await expect(page).toHaveTitle(/^\(1\) /);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await page.screenshot({ path: `${SHOTS}/suporte-colaborador-${width}.png`, fullPage: true });
  }
  await expectNoAxeViolations(page, { where: '/suporte' });

  // Reading the chat reads the answer: the count goes away everywhere.
  await page.getByRole('link', { name: 'Retomar Chat de Suporte' }).click();
  await expect(message(page, 'Já verificamos seu acesso.')).toBeVisible();
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
  await page.goto('/portal');
  await expect(page.getByRole('link', { name: /Suporte/ })).not.toContainText('resposta nova');
});

test("staff see the live counts on the support panel's button", async ({ page, api, loginAs }) => {
  await employeeWithAtendimento(api);
  await loginAs(page, api.admin);
  await gotoWithStream(page, '/portal');
  const painel = page.getByRole('link', { name: /Painel de Suporte/ });
  await expect(painel).toContainText(/\d+ novos?/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await page.screenshot({ path: `${SHOTS}/portal-equipe-${width}.png`, fullPage: true });
  }
  await expectNoAxeViolations(page, { where: '/portal (equipe)' });
});

test('with the stream blocked, the chat still updates by polling and shows nothing alarming', async ({
  page,
  api,
  loginAs,
}) => {
  await page.route(EVENTOS, (r) => r.abort());
  const { u, id } = await employeeWithAtendimento(api);
  await loginAs(page, u);
  const polls = countMessagePolls(page);
  await page.clock.install();
  await page.goto('/atendimento');
  await expect(message(page, 'Não consigo acessar')).toBeVisible();
  await api.sendMensagem(id, 'Resposta lida por polling');
  await expect(message(page, 'Resposta lida por polling')).toBeVisible({ timeout: 8_000 });
  expect(polls()).toBeGreaterThan(1);
  await passarTempo(page, 4_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Erro|conex|offline/i).filter({ visible: true })).toHaveCount(0);
});

test('a photo shows as its small thumbnail; a tap opens the original', async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api);
  const foto = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#2f6b3f' },
  })
    .jpeg()
    .toBuffer();
  await api.sendArquivo(
    id,
    { name: 'coletor.jpg', mimeType: 'image/jpeg', buffer: foto },
    api.admin,
  );
  await loginAs(page, u);
  await page.goto('/atendimento');
  const img = page.getByRole('img', { name: 'coletor.jpg' });
  await expect(img).toBeVisible();
  const src = await img.getAttribute('src');
  const href = await page.getByRole('link', { name: 'coletor.jpg' }).getAttribute('href');
  expect(src).toMatch(/^\/api\/arquivos\/[a-f0-9]{32}\.jpg\?/);
  expect(src).not.toBe(href);
  const mini = await page.request.get(src!);
  expect((await sharp(await mini.body()).metadata()).width).toBe(320);
  expect((await page.request.get(href!)).status()).toBe(200);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await page.screenshot({ path: `${SHOTS}/chat-foto-${width}.png` });
  }
});

test('an answer while the employee is elsewhere in the portal shows there: a toast and a badge', async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api, { nome: 'Lúcia Prado' });
  await loginAs(page, u);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoWithStream(page, '/meus-dados');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const aviso = page.getByRole('status').filter({ hasText: 'Resposta nova do Suporte' });
  const selo = page
    .getByRole('navigation', { name: 'Navegação do portal' })
    .getByRole('link', { name: /1 resposta nova/ });
  await expect(aviso).toHaveCount(0);
  await expect(selo).toHaveCount(0);

  await api.sendMensagem(id, 'Seu acesso foi liberado.');
  await expect(aviso).toBeVisible();
  await expect(aviso).toBeInViewport();
  await expect(selo).toBeVisible();
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/aviso-resposta-390.png` });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.screenshot({ path: `${SHOTS}/aviso-resposta-1280.png` });
  await expectNoAxeViolations(page, { where: '/meus-dados com aviso' });

  // The toast can be closed; the badge stays until the answer is read, and leads to it.
  await aviso.getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(aviso).toHaveCount(0);
  await selo.click();
  await expect(message(page, 'Seu acesso foi liberado.')).toBeVisible();
  await expect(selo).toHaveCount(0);
});
