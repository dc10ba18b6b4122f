import type { Page } from '@playwright/test';
import { htmlPage, realPdf, realPng } from '../server/test/file-fixtures';
import type { Api, E2EUser } from './api';
import { avancarAte, FIRST, message, MESSAGES, sideOf } from './chat';
import { test, expect } from './fixtures';
import { pararRelogio } from './pages';

/** The employee's chat on a ticket that already holds a message of theirs; its id. */
async function chatWithAMessage(page: Page, api: Api, u: E2EUser) {
  const id = await api.openAtendimento(u);
  await api.sendMensagem(id, FIRST, u);
  await page.goto('/atendimento');
  await expect(message(page, FIRST)).toBeVisible();
  return id;
}

test('an image dropped onto the conversation shows the drop overlay, then its thumbnail on the right, and staff see it', async ({
  page,
  browser,
  api,
  loginAs,
  employee: u,
}) => {
  const id = await chatWithAMessage(page, api, u);
  const staffCtx = await browser.newContext();
  const staff = await staffCtx.newPage();
  await loginAs(staff, await api.createUser({ role: 'rh' }));
  await staff.goto(`/atendimento-suporte/${id}`);
  await expect(message(staff, FIRST)).toBeVisible();

  const dropped = await realPng(30, 30);
  const dataTransfer = await page.evaluateHandle((bytes) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(bytes)], 'tela-erro.png', { type: 'image/png' }));
    return dt;
  }, Array.from(dropped));
  const chat = page.locator('.chat');
  await chat.dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByText('Solte o arquivo para enviar')).toBeVisible();
  await chat.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Solte o arquivo para enviar')).toBeHidden();
  const droppedImg = page.getByRole('img', { name: 'tela-erro.png' });
  await expect(droppedImg).toBeVisible();
  expect(await sideOf(page, page.getByRole('listitem').filter({ has: droppedImg }))).toBe('right');
  await expect(staff.getByRole('img', { name: 'tela-erro.png' })).toBeVisible({ timeout: 8_000 });
  await staffCtx.close();
});

test('a page of HTML named .png is refused by the server, and the reason shows for 4 s', async ({
  page,
  api,
  employee: u,
}) => {
  // the page's clock: the 4 s are run through, not waited
  await page.clock.install();
  await chatWithAMessage(page, api, u);
  // the clock held from here: the 4 s count from when the reason shows, however slow the machine
  await pararRelogio(page);
  await page.getByTestId('chat-file-input').setInputFiles({
    name: 'nao-e-imagem.png',
    mimeType: 'image/png',
    buffer: htmlPage(),
  });
  const refused = page.getByRole('alert').filter({ hasText: 'não corresponde à extensão' });
  await avancarAte(page, () => expect(refused).toBeVisible({ timeout: 100 }), 20);
  // still there 3.9 s later (of the page's time), gone after 4
  await page.clock.runFor(3_900);
  await expect(refused).toBeVisible();
  await page.clock.runFor(200);
  await expect(refused).toBeHidden();
});

test('a slow upload shows its progress bar, then the file as a name link', async ({
  page,
  context,
  api,
  employee: u,
}) => {
  await chatWithAMessage(page, api, u);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  // about 2.5 s at that speed: long enough to see the bar, short enough not to wait for nothing
  const bigPdf = Buffer.concat([realPdf(), Buffer.from(`%${'x'.repeat(640_000)}\n`)]);
  await page.getByTestId('chat-file-input').setInputFiles({
    name: 'Procedimento.pdf',
    mimeType: 'application/pdf',
    buffer: bigPdf,
  });
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/Enviando arquivo\.\.\. \d+%/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Procedimento.pdf' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('progressbar')).toBeHidden();
});

test('file names never show bidirectional control characters', async ({ page, api, loginAs }) => {
  const u = await api.createUser();
  const id = await api.openAtendimento(u);
  await loginAs(page, u);
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
  // the chat keeps polling: a poll the route holds when the test ends must not fail the next test
  // of this worker
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
