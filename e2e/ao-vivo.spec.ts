/**
 * The live stream on the screens (docs/product/eventos.md): a reply appears in the open chat at
 * once and the chat stops polling; staff's portal counts move by themselves; with the stream cut
 * (a proxy that blocks it) the chat polls as the spec says and shows nothing alarming.
 */
import {
  countMessagePolls,
  passarTempo,
  employeeWithAtendimento,
  EVENTOS,
  message,
  semAoVivo,
} from './chat';
import { test, expect } from './fixtures';

test("a staff reply appears in the employee's open chat at once, with no polling while the stream is up", async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api);
  const conectado = page.waitForResponse((r) => r.url().endsWith('/api/eventos'));
  await loginAs(page, u);
  // the page's clock: the quiet seconds below are run through, not waited
  await page.clock.install();
  await page.goto('/atendimento');
  await expect(page.getByRole('log')).toBeVisible();
  expect((await conectado).status()).toBe(200);
  await page.waitForTimeout(500);
  const polls = countMessagePolls(page);

  const enviadoEm = Date.now();
  await api.sendMensagem(id, 'Reiniciamos o servidor de frotas; tente de novo.', api.admin);
  await expect(message(page, 'Reiniciamos o servidor de frotas')).toBeVisible({ timeout: 3_000 });
  const atraso = Date.now() - enviadoEm;
  // the spec's polling would take up to 3.5 s and ask for the list again: neither happened
  expect(atraso).toBeLessThan(2_000);
  // one small read tells the server the answer was seen (the employee's "answered" mark);
  // after it, nothing more: no 3.5 s polling while the stream is up
  await passarTempo(page, 1_000);
  const depoisDaLeitura = polls();
  expect(depoisDaLeitura).toBeLessThanOrEqual(1);
  await passarTempo(page, 4_000);
  expect(polls()).toBe(depoisDaLeitura);
  await expect(page.getByRole('status').filter({ hasText: /Erro|conex/i })).toHaveCount(0);
});

test('with the stream cut, the chat polls every 3.5 s as before and says nothing alarming', async ({
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
  await page.goto('/atendimento');
  await expect(page.getByRole('log')).toBeVisible();
  await api.sendMensagem(id, 'Pode enviar uma foto da tela?', api.admin);
  await expect(message(page, 'Pode enviar uma foto da tela?')).toBeVisible({ timeout: 6_000 });
  await expect.poll(polls, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  expect(tentativas).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('status').filter({ hasText: /Erro|conex/i })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("staff's portal counts a new ticket live, without reloading", async ({
  page,
  api,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh' });
  const conectado = page.waitForResponse((r) => r.url().endsWith('/api/eventos'));
  await loginAs(page, rh);
  await page.goto('/portal');
  const painel = page.getByRole('link', { name: /^Painel de Suporte/ });
  await expect(painel).toBeVisible();
  expect((await conectado).status()).toBe(200);
  await page.waitForTimeout(500);
  const novos = async () => {
    const t = (await painel.textContent()) ?? '';
    return Number(/(\d+) novos?/.exec(t)?.[1] ?? 0);
  };
  const n = await novos();
  const colaborador = await api.createUser();
  await api.openAtendimento(colaborador);
  await expect.poll(novos, { timeout: 3_000 }).toBe(n + 1);
  await expect(painel).toContainText(`${n + 1} novo`);
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
