/**
 * The live stream on the screens (docs/product/eventos.md): a reply appears in the open chat at
 * once and the chat stops polling; the employee sees support answered on the portal, on Suporte,
 * in the tab's title and wherever they are in the portal; staff's portal counts move by
 * themselves; with the stream cut (a proxy that blocks it) the chat polls as the spec says and
 * the screens show nothing alarming. (The answered screens are swept by axe at both widths in
 * e2e/atendimentos-a11y.spec.ts; Meus Dados with the toast and the badge in
 * e2e/privacidade-a11y.spec.ts.)
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  avancarAte,
  countMessagePolls,
  employeeWithAtendimento,
  EVENTOS,
  message,
  MESSAGES,
  passarTempo,
  semAoVivo,
} from './chat';
import { test, expect } from './fixtures';
import { holdRequests, pararRelogio, sentinela } from './pages';
import { CELULAR, capturar } from './telas';

/** Opens `url` and waits until the live stream has answered (the screens then stop polling). */
async function gotoWithStream(page: Page, url: string) {
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/eventos') && r.ok());
  await page.goto(url);
  await stream;
}

test("a staff reply appears in the employee's open chat at once, with no polling while the stream is up", async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api);
  await loginAs(page, u);
  const polls = countMessagePolls(page);
  // the page's clock: "longer than the poll interval" is run through, not waited
  await page.clock.install();
  // The stream opens once the chat has been read (the pre-rendered page may otherwise open it
  // first, and then there is nothing to read again): its first opening reads the chat once more
  // (the next test), and that read is not a poll.
  const abrirStream = await holdRequests(page, EVENTOS);
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/eventos') && r.ok());
  await page.goto('/atendimento');
  await expect(message(page, 'Não consigo acessar')).toBeVisible();
  abrirStream();
  await stream;
  await expect.poll(polls).toBe(2);
  // Quiet chat with the stream up: no poll for longer than the spec's 3.5 s interval.
  const afterLoad = polls();
  await passarTempo(page, 4_500);
  expect(polls()).toBe(afterLoad);

  const sent = Date.now();
  await api.sendMensagem(id, 'Pode reiniciar o coletor, por favor?');
  await expect(message(page, 'Pode reiniciar o coletor')).toBeVisible({ timeout: 3_000 });
  // the spec's polling would take up to 3.5 s and ask for the list again: neither happened
  expect(Date.now() - sent).toBeLessThan(2_000);
  // The answer was on screen: the chat tells the server it was read (one small `?depois=` read)…
  await expect
    .poll(async () => {
      const [t] = await api.send('GET', '/api/atendimentos?meus=true', undefined, u.token);
      return t.resposta_nao_lida;
    })
    .toBe(false);
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
  const depoisDaLeitura = polls();
  expect(depoisDaLeitura - afterLoad).toBeLessThanOrEqual(1);
  // …and after it, nothing more: no 3.5 s polling while the stream is up.
  await passarTempo(page, 4_000);
  expect(polls()).toBe(depoisDaLeitura);
  await expect(page.getByRole('status').filter({ hasText: /Erro|conex/i })).toHaveCount(0);
});

test('a reply written just before the stream opened shows once it opens, with no poll', async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api);
  await loginAs(page, u);
  const polls = countMessagePolls(page);
  const abrirStream = await holdRequests(page, EVENTOS);
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/eventos') && r.ok());
  await page.clock.install();
  await page.goto('/atendimento');
  await expect(message(page, 'Não consigo acessar')).toBeVisible();
  // From here no timer runs, so no poll: whatever the chat reads, it reads by itself.
  await pararRelogio(page);
  await sentinela(page);
  const lidas = polls();
  // Support answers after the chat's last read and before the server knows of the stream: the
  // stream will carry no event for it.
  await api.sendMensagem(id, 'Pode reiniciar o coletor, por favor?');
  abrirStream();
  await stream;
  // Once the stream is up the chat stops polling; its first opening reads the list once more…
  await expect.poll(polls).toBe(lidas + 1);
  // …and the answer is drawn (the page's clock runs the drawing; nothing polls meanwhile).
  await avancarAte(
    page,
    () => expect(message(page, 'Pode reiniciar o coletor')).toBeVisible({ timeout: 500 }),
    500,
  );
  expect(polls()).toBe(lidas + 1);
});

test('with the stream cut, the chat polls every 3.5 s as before and shows nothing alarming', async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api);
  let tentativas = 0;
  await page.route(EVENTOS, (route) => {
    tentativas++;
    return route.abort();
  });
  await loginAs(page, u);
  const polls = countMessagePolls(page);
  // the page's clock: each 3.5 s is run through, not waited
  await page.clock.install();
  await page.goto('/atendimento');
  await expect(message(page, 'Não consigo acessar')).toBeVisible();
  // the stream is tried once the screen is up; on a busy machine the list can be drawn first
  await expect.poll(() => tentativas).toBeGreaterThanOrEqual(1);
  const afterLoad = polls();

  await api.sendMensagem(id, 'Resposta lida por polling');
  // 3.6 s of the page's time: a poll, and it brings the answer
  let lida = page.waitForResponse((r) => MESSAGES.test(r.url()) && r.request().method() === 'GET');
  await page.clock.runFor(3_600);
  await lida;
  await expect(message(page, 'Resposta lida por polling')).toBeVisible();
  expect(polls()).toBeGreaterThanOrEqual(afterLoad + 1);
  // and every 3.5 s after it, one more
  for (const n of [2, 3]) {
    lida = page.waitForResponse((r) => MESSAGES.test(r.url()) && r.request().method() === 'GET');
    await page.clock.runFor(3_600);
    await lida;
    expect(polls()).toBeGreaterThanOrEqual(afterLoad + n);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Erro|conex/i })).toHaveCount(0);
  await expect(page.getByText(/Erro|conex|offline/i).filter({ visible: true })).toHaveCount(0);
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
  await capturar(page, 'portal-colaborador');

  await suporte.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Rita!' })).toBeVisible();
  await expect(page.getByText('O suporte respondeu ao seu chamado.')).toBeVisible();
  await expect(page).toHaveTitle(/^\(1\) /);
  await capturar(page, 'suporte-colaborador');

  // Reading the chat reads the answer: the count goes away everywhere.
  await page.getByRole('link', { name: 'Retomar Chat de Suporte' }).click();
  await expect(message(page, 'Já verificamos seu acesso.')).toBeVisible();
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
  await page.goto('/portal');
  await expect(page.getByRole('link', { name: /Suporte/ })).not.toContainText('resposta nova');
});

test('an answer while the employee is elsewhere in the portal shows there: a toast and a badge', async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api, { nome: 'Lúcia Prado' });
  await loginAs(page, u);
  await page.setViewportSize(CELULAR);
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
  await capturar(page, 'aviso-resposta');

  // The toast can be closed; the badge stays until the answer is read, and leads to it.
  await aviso.getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(aviso).toHaveCount(0);
  await selo.click();
  await expect(message(page, 'Seu acesso foi liberado.')).toBeVisible();
  await expect(selo).toHaveCount(0);
});

test("staff's portal counts a new ticket live, without reloading", async ({
  page,
  api,
  loginAs,
}) => {
  // an open ticket before the screen loads: the stream's first counts name at least one
  await employeeWithAtendimento(api);
  const rh = await api.createUser({ role: 'rh' });
  await loginAs(page, rh);
  await gotoWithStream(page, '/portal');
  const painel = page.getByRole('link', { name: /^Painel de Suporte/ });
  await expect(painel).toContainText(/\d+ novos?/);
  const novos = async () => {
    const t = (await painel.textContent()) ?? '';
    return Number(/(\d+) novos?/.exec(t)?.[1] ?? 0);
  };
  const n = await novos();
  const colaborador = await api.createUser();
  await api.openAtendimento(colaborador);
  // the count is the whole desk's: a spec running beside this one may open tickets too, so the
  // new one shows as a count at least one higher, without reloading the page
  await expect.poll(novos, { timeout: 3_000 }).toBeGreaterThanOrEqual(n + 1);
});

test('the portal still works with the stream cut: no live counts, no error', async ({
  page,
  api,
  loginAs,
}) => {
  await semAoVivo(page);
  await loginAs(page, await api.createUser({ role: 'rh' }));
  await page.goto('/portal');
  await expect(page.getByRole('link', { name: /^Painel de Suporte/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
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
  await capturar(page, 'chat-foto');
});
