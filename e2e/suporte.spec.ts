import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, type E2EUser } from './fixtures';
import { htmlPage, realPdf, realPng } from '../server/test/file-fixtures';

const CLOSED_TEXT = 'Este atendimento foi encerrado. Caso precise, inicie um novo chamado.';

/** Which side of the conversation a message bubble sits on. */
async function sideOf(page: Page, bubble: Locator): Promise<'left' | 'right'> {
  const box = await bubble.boundingBox();
  const log = await page.getByRole('log').boundingBox();
  if (!box || !log) throw new Error('message not on screen');
  const center = box.x + box.width / 2;
  return center > log.x + log.width / 2 ? 'right' : 'left';
}

const message = (page: Page, text: string) =>
  page.getByRole('log').getByRole('listitem').filter({ hasText: text });

async function noAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations, where).toEqual([]);
}

async function openTicketByApi(
  api: { post: (p: string, b: unknown, t?: string) => Promise<unknown> },
  u: E2EUser,
) {
  const { atendimentoId } = (await api.post('/api/atendimentos', {}, u.token)) as {
    atendimentoId: number;
  };
  return atendimentoId;
}

test('an employee and rh talk with text and images; the employee closes, rates and starts again', async ({
  browser,
  api,
  signIn,
}) => {
  test.setTimeout(90_000);
  const maria = await api.createUser({ nome: 'Maria Eduarda Campos' });
  const renata = await api.createUser({ role: 'rh', nome: 'Renata Prado' });
  const empCtx = await browser.newContext();
  const emp = await empCtx.newPage();
  await signIn(emp, maria);
  const staffCtx = await browser.newContext();
  const staff = await staffCtx.newPage();
  await signIn(staff, renata);

  // Landing: greeting by first name, tips, SLA; no open ticket yet.
  await emp.goto('/suporte');
  await expect(emp.getByRole('heading', { level: 1 })).toHaveText('Olá, Maria!');
  await expect(emp.getByText('em até 2 horas úteis')).toBeVisible();
  await expect(emp.getByText('em até 8 horas úteis')).toBeVisible();
  await expect(emp.getByText(/podem variar conforme a criticidade/)).toBeVisible();
  await expect(emp.getByRole('link', { name: 'Retomar Chat de Suporte' })).toHaveCount(0);
  await emp.getByRole('link', { name: 'Abrir Chat de Suporte' }).click();

  await expect(emp).toHaveURL(/\/atendimento$/);
  await expect(emp.getByRole('heading', { name: 'Atendimento ao Colaborador' })).toBeVisible();
  await expect(emp.getByText('Maria Eduarda Campos · Chamado #')).toBeVisible();
  await expect(emp.getByText('Inicie a conversa com o suporte...')).toBeVisible();
  const chamado = await emp.getByText(/· Chamado #\d+/).textContent();
  const id = Number(/#(\d+)/.exec(chamado!)![1]);

  // A blank message is not sent; a real one shows on the right.
  await emp.getByLabel('Mensagem').fill('   ');
  await expect(emp.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await emp.getByLabel('Mensagem').fill('Não consigo acessar o sistema de frotas. <b>urgente</b>');
  await emp.getByRole('button', { name: 'Enviar' }).click();
  const first = message(emp, 'Não consigo acessar o sistema de frotas.');
  await expect(first).toContainText('<b>urgente</b>'); // text, never HTML
  await expect(emp.getByLabel('Mensagem')).toHaveValue('');
  expect(await sideOf(emp, first)).toBe('right');

  // Landing now offers to resume and to rate the open ticket.
  const landing = await empCtx.newPage();
  await landing.goto('/suporte');
  await expect(landing.getByRole('link', { name: 'Retomar Chat de Suporte' })).toBeVisible();
  await expect(landing.getByRole('link', { name: 'Avaliar Atendimento' })).toHaveAttribute(
    'href',
    `/suporte/avaliacao/${id}`,
  );
  await landing.close();

  // Staff: the panel lists it as aberto (green) and opens its chat.
  await staff.goto('/painel-atendimentos');
  const row = staff.getByRole('row').filter({ hasText: 'Maria Eduarda Campos' });
  await expect(row).toContainText(`#${id}`);
  const badge = row.getByText('aberto', { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveCSS('color', 'rgb(30, 107, 52)');
  await staff.getByLabel('Filtrar atendimentos').fill('eduarda');
  await expect(staff.getByRole('row')).toHaveCount(2); // header + Maria
  await staff.getByLabel('Filtrar atendimentos').fill('ninguém com esse nome');
  await expect(staff.getByText('Nenhum atendimento corresponde ao filtro.')).toBeVisible();
  await staff.getByLabel('Filtrar atendimentos').fill('');
  await row.getByRole('link', { name: /^Abrir Chat/ }).click();
  await expect(staff).toHaveURL(new RegExp(`/atendimento-suporte/${id}$`));
  const seen = message(staff, 'Não consigo acessar o sistema de frotas.');
  await expect(seen).toBeVisible();
  expect(await sideOf(staff, seen)).toBe('left');

  // rh answers (Enter sends) and attaches a real PNG by the file picker.
  await staff.getByLabel('Mensagem').fill('Olá, Maria! Pode enviar uma captura da tela?');
  await staff.getByLabel('Mensagem').press('Enter');
  const answer = message(staff, 'Pode enviar uma captura da tela?');
  await expect(answer).toBeVisible();
  expect(await sideOf(staff, answer)).toBe('right');
  await staff.getByTestId('chat-file-input').setInputFiles({
    name: 'orientacao.png',
    mimeType: 'image/png',
    buffer: await realPng(64, 40),
  });
  await expect(staff.getByRole('img', { name: 'orientacao.png' })).toBeVisible();

  // The employee sees both within the 3.5 s polling; the image loads without a bearer header.
  const reply = message(emp, 'Pode enviar uma captura da tela?');
  await expect(reply).toBeVisible({ timeout: 8_000 });
  expect(await sideOf(emp, reply)).toBe('left');
  const img = emp.getByRole('img', { name: 'orientacao.png' });
  await expect(img).toBeVisible({ timeout: 8_000 });
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBe(64);
  await expect(emp.getByRole('link', { name: 'orientacao.png' })).toHaveAttribute(
    'href',
    /^\/api\/arquivos\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]{43}$/,
  );

  // The employee drops an image onto the conversation: overlay, then the thumbnail.
  const dropped = await realPng(30, 30);
  const dataTransfer = await emp.evaluateHandle((bytes) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(bytes)], 'tela-erro.png', { type: 'image/png' }));
    return dt;
  }, Array.from(dropped));
  const chat = emp.locator('.chat');
  await chat.dispatchEvent('dragenter', { dataTransfer });
  await expect(emp.getByText('Solte o arquivo para enviar')).toBeVisible();
  await chat.dispatchEvent('drop', { dataTransfer });
  await expect(emp.getByText('Solte o arquivo para enviar')).toBeHidden();
  const droppedImg = emp.getByRole('img', { name: 'tela-erro.png' });
  await expect(droppedImg).toBeVisible();
  expect(await sideOf(emp, emp.getByRole('listitem').filter({ has: droppedImg }))).toBe('right');
  await expect(staff.getByRole('img', { name: 'tela-erro.png' })).toBeVisible({ timeout: 8_000 });

  // An HTML page named .png is refused by the server; its text shows for 4 s.
  await emp.getByTestId('chat-file-input').setInputFiles({
    name: 'nao-e-imagem.png',
    mimeType: 'image/png',
    buffer: htmlPage(),
  });
  const refused = emp.getByRole('alert').filter({ hasText: 'não corresponde à extensão' });
  await expect(refused).toBeVisible();
  const shownAt = Date.now();
  await expect(refused).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3_000);

  // A slow upload shows its progress bar, then the file as a name link.
  const cdp = await empCtx.newCDPSession(emp);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const pdf = realPdf();
  const bigPdf = Buffer.concat([pdf, Buffer.from(`%${'x'.repeat(1_000_000)}\n`)]);
  await emp.getByTestId('chat-file-input').setInputFiles({
    name: 'Procedimento.pdf',
    mimeType: 'application/pdf',
    buffer: bigPdf,
  });
  await expect(emp.getByRole('progressbar')).toBeVisible();
  await expect(emp.getByText(/Enviando arquivo\.\.\. \d+%/)).toBeVisible();
  await expect(emp.getByRole('link', { name: 'Procedimento.pdf' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(emp.getByRole('progressbar')).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await noAxeViolations(emp, 'employee chat');
  await noAxeViolations(staff, 'staff chat');

  // The employee closes the chat (after confirming): closed text, disabled input, no more
  // Encerrar Chat.
  await emp.getByRole('button', { name: 'Encerrar Chat' }).click();
  await emp.getByRole('dialog').getByRole('button', { name: 'Encerrar', exact: true }).click();
  await expect(emp.getByText(CLOSED_TEXT)).toBeVisible();
  await expect(emp.getByLabel('Mensagem')).toBeDisabled();
  await expect(emp.getByLabel('Mensagem')).toHaveAttribute('placeholder', 'Atendimento encerrado');
  await expect(emp.getByRole('button', { name: 'Encerrar Chat' })).toHaveCount(0);
  await expect(emp.getByRole('button', { name: 'Anexar arquivo' })).toBeDisabled();
  // rh sees it closed on the next poll.
  await expect(staff.getByText('Este atendimento foi encerrado.')).toBeVisible({ timeout: 8_000 });
  await expect(staff.getByLabel('Mensagem')).toBeDisabled();
  await staff.goto('/painel-atendimentos');
  const closedBadge = staff
    .getByRole('row')
    .filter({ hasText: 'Maria Eduarda Campos' })
    .getByText('fechado', { exact: true });
  await expect(closedBadge).toHaveCSS('color', 'rgb(74, 82, 76)');

  // Rating: default 5, comment optional; success text, then the portal after 2 s.
  await emp.getByRole('link', { name: 'Avaliar Atendimento' }).click();
  await expect(emp).toHaveURL(new RegExp(`/suporte/avaliacao/${id}$`));
  await expect(emp.getByRole('heading', { level: 1 })).toHaveText(`Avaliar Atendimento #${id}`);
  await expect(emp.getByLabel('Nota')).toHaveValue('5');
  await noAxeViolations(emp, 'rating');
  await emp.getByLabel('Nota').fill('4');
  await emp.getByLabel('Comentário (opcional)').fill('Resolveram rápido, obrigado!');
  await emp.getByRole('button', { name: 'Enviar' }).click();
  await expect(emp.getByRole('status')).toHaveText('Avaliação registrada. Obrigado pelo feedback!');
  await expect(emp).toHaveURL(/\/suporte\/avaliacao\//);
  await expect(emp).toHaveURL(/\/portal$/, { timeout: 4_000 });

  // A second rating of the same ticket shows the server's refusal.
  await emp.goto(`/suporte/avaliacao/${id}`);
  await emp.getByRole('button', { name: 'Enviar' }).click();
  await expect(emp.getByRole('alert')).toHaveText('Este atendimento já foi avaliado.');

  // A new chat starts a new ticket.
  await emp.goto('/suporte');
  await expect(emp.getByRole('link', { name: 'Retomar Chat de Suporte' })).toHaveCount(0);
  await emp.getByRole('link', { name: 'Abrir Chat de Suporte' }).click();
  await expect(emp.getByText('Inicie a conversa com o suporte...')).toBeVisible();
  await expect(emp.getByText(/· Chamado #\d+/)).not.toHaveText(new RegExp(`#${id}$`));
  await expect(emp.getByRole('log')).toBeHidden();

  await empCtx.close();
  await staffCtx.close();
});

test("a second employee cannot see the first one's ticket", async ({ page, api, signIn }) => {
  const ana = await api.createUser({ nome: 'Ana Beatriz' });
  const id = await openTicketByApi(api, ana);
  await api.post(`/api/atendimentos/${id}/mensagens`, { mensagem: 'Minha senha vazou' }, ana.token);
  const bruno = await api.createUser({ nome: 'Bruno Costa' });
  await signIn(page, bruno);

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

  const headers = { authorization: `Bearer ${bruno.token}` };
  const list = await page.request.get('/api/atendimentos', { headers });
  expect((await list.json()).map((t: { id: number }) => t.id)).not.toContain(id);
  for (const res of [
    await page.request.get(`/api/atendimentos/${id}/mensagens`, { headers }),
    await page.request.post(`/api/atendimentos/${id}/mensagens`, {
      headers,
      data: { mensagem: 'oi' },
    }),
    await page.request.post(`/api/atendimentos/${id}/fechar`, { headers }),
  ]) {
    expect(res.status()).toBe(404);
  }

  await page.goto(`/suporte/avaliacao/${id}`);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Atendimento não encontrado.');
});

test('polling pauses in a hidden tab, resumes at once, and backs off after network errors', async ({
  page,
  api,
  signIn,
}) => {
  const u = await api.createUser();
  await signIn(page, u);
  let polls = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && /\/api\/atendimentos\/\d+\/mensagens$/.test(r.url())) polls += 1;
  });
  await page.clock.install();
  await page.goto('/atendimento');
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible();
  const afterLoad = polls;
  await page.clock.runFor(3_600);
  await expect.poll(() => polls).toBe(afterLoad + 1);

  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, state);

  await setVisibility('hidden');
  const hiddenAt = polls;
  await page.clock.runFor(20_000);
  await page.waitForTimeout(300);
  expect(polls).toBe(hiddenAt);
  await setVisibility('visible');
  await expect.poll(() => polls).toBe(hiddenAt + 1);

  // The server becomes unreachable: the screen says so and waits longer each time.
  await page.route(/\/api\/atendimentos\/\d+\/mensagens$/, (route) => route.abort());
  await page.clock.runFor(3_600);
  const notice = page.getByRole('status').filter({ hasText: 'Erro ao buscar mensagens' });
  await expect(notice).toContainText(/nova tentativa em [678] segundos/);
  const firstFailure = polls;
  await page.clock.runFor(5_000);
  await page.waitForTimeout(300);
  expect(polls).toBe(firstFailure);
  await page.clock.runFor(3_500);
  await expect.poll(() => polls).toBe(firstFailure + 1);
  await expect(notice).toContainText(/nova tentativa em (1[2-6]) segundos/);
  const secondFailure = polls;
  await page.clock.runFor(10_000);
  await page.waitForTimeout(300);
  expect(polls).toBe(secondFailure);

  // Back online: "Tentar agora" recovers at once and the notice goes away.
  await page.unroute(/\/api\/atendimentos\/\d+\/mensagens$/);
  await notice.getByRole('button', { name: 'Tentar agora' }).click();
  await expect(notice).toBeHidden();
});

test('the conversation follows new messages only when the reader is near the bottom', async ({
  page,
  api,
  signIn,
}) => {
  const u = await api.createUser();
  const id = await openTicketByApi(api, u);
  for (let i = 1; i <= 30; i++) {
    await api.post(`/api/atendimentos/${id}/mensagens`, { mensagem: `Mensagem ${i}` }, u.token);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, u);
  await page.goto('/atendimento');
  const log = page.getByRole('log');
  await expect(message(page, 'Mensagem 30')).toBeInViewport();
  const gap = () => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  expect(await gap()).toBeLessThan(2);

  // Reading older messages: a new one does not pull the reader down.
  await log.evaluate((el) => (el.scrollTop = 0));
  await api.post(
    `/api/atendimentos/${id}/mensagens`,
    { mensagem: 'Nova enquanto lia' },
    api.admin.token,
  );
  await expect(message(page, 'Nova enquanto lia')).toBeAttached({ timeout: 8_000 });
  expect(await log.evaluate((el) => el.scrollTop)).toBe(0);

  // Within 150 px of the bottom: it follows.
  await log.evaluate((el) => (el.scrollTop = el.scrollHeight - el.clientHeight - 120));
  await api.post(`/api/atendimentos/${id}/mensagens`, { mensagem: 'Outra nova' }, api.admin.token);
  await expect(message(page, 'Outra nova')).toBeInViewport({ timeout: 8_000 });
  expect(await gap()).toBeLessThan(2);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 860 },
]) {
  test(`support screens have no axe violations at ${viewport.width}px`, async ({
    page,
    api,
    signIn,
  }) => {
    const u = await api.createUser({ nome: 'Carla Nunes' });
    const id = await openTicketByApi(api, u);
    await api.post(`/api/atendimentos/${id}/mensagens`, { mensagem: 'Preciso de ajuda' }, u.token);
    await page.setViewportSize(viewport);

    await signIn(page, u);
    for (const [url, heading] of [
      ['/suporte', 'Olá, Carla!'],
      ['/atendimento', 'Atendimento ao Colaborador'],
      [`/suporte/avaliacao/${id}`, `Avaliar Atendimento #${id}`],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/^Carregando|^Verificando/)).toHaveCount(0);
      await noAxeViolations(page, url);
    }

    const staffCtx = await page.context().browser()!.newContext({ viewport });
    const staffPage = await staffCtx.newPage();
    await signIn(staffPage, api.admin);
    for (const [url, heading] of [
      ['/painel-atendimentos', 'Painel de Atendimentos'],
      [`/atendimento-suporte/${id}`, `Atendimento #${id}`],
    ] as const) {
      await staffPage.goto(url);
      await expect(staffPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(staffPage.getByText(/^Carregando/)).toHaveCount(0);
      await noAxeViolations(staffPage, url);
    }
    await staffCtx.close();
  });
}
