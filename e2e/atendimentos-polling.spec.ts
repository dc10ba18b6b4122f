import {
  avancarAte,
  countMessagePolls,
  message,
  MESSAGES,
  openEmployeeChat,
  passarTempo,
} from './chat';
import { test, expect } from './fixtures';
import { pararRelogio } from './pages';

// These are the screens' fallback while the live stream is down (a proxy that cuts it): blocked
// here, so the chat polls as the spec says (docs/product/eventos.md).
test.beforeEach(async ({ page }) => {
  await page.route('**/api/eventos', (r) => r.abort());
});

test('polling pauses in a hidden tab and resumes at once when it shows again', async ({
  page,
  api,
  loginAs,
}) => {
  await loginAs(page, await api.createUser());
  const polls = countMessagePolls(page);
  await page.clock.install();
  await openEmployeeChat(page);
  const afterLoad = polls();
  await page.clock.runFor(3_600);
  await expect.poll(polls).toBe(afterLoad + 1);

  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, state);

  await setVisibility('hidden');
  const hiddenAt = polls();
  await passarTempo(page, 20_000);
  expect(polls()).toBe(hiddenAt);
  await setVisibility('visible');
  await expect.poll(polls).toBe(hiddenAt + 1);
});

test('an unreachable server is shown, polled less often each time, and "Tentar agora" recovers at once', async ({
  page,
  api,
  loginAs,
}) => {
  await loginAs(page, await api.createUser());
  // When, on the page's own clock, each read of the conversation started.
  await page.addInitScript(() => {
    const w = window as unknown as { __leiturasEm: number[] };
    w.__leiturasEm = [];
    const buscar = window.fetch;
    window.fetch = (entrada, init) => {
      const url = entrada instanceof Request ? entrada.url : String(entrada);
      const metodo = init?.method ?? (entrada instanceof Request ? entrada.method : 'GET');
      if (metodo === 'GET' && /\/api\/atendimentos\/\d+\/mensagens/.test(url))
        w.__leiturasEm.push(Date.now());
      return buscar(entrada, init);
    };
  });
  const leiturasEm = () =>
    page.evaluate(() => (window as unknown as { __leiturasEm: number[] }).__leiturasEm);
  await page.clock.install();
  await openEmployeeChat(page);
  // Held from here: only the test moves the page's time, so the waits measured are the page's
  // own, whatever the machine's speed. The screen draws each answer on a timer of its own: the
  // small steps let it.
  await pararRelogio(page);
  const notice = page.getByRole('status').filter({ hasText: 'Erro ao buscar mensagens' });
  /**
   * The page's time run `ms` at once (no read due before), then on until `n` reads started: a
   * quarter of a second at a time, 50 ms apart (each read is refused by the test at once).
   */
  const leituras = async (ms: number, n: number) => {
    await page.clock.runFor(ms);
    await avancarAte(page, async () => expect(await leiturasEm()).toHaveLength(n), 250, 50);
  };
  const antes = (await leiturasEm()).length;

  // each read refused, counted as the page learns of it (a read started is not yet refused)
  let recusadas = 0;
  page.on('requestfailed', (r) => {
    if (r.method() === 'GET' && MESSAGES.test(r.url())) recusadas += 1;
  });
  await page.route(MESSAGES, (route) => route.abort());
  await leituras(2_000, antes + 1);
  await avancarAte(
    page,
    () => expect(notice).toContainText(/nova tentativa em [678] segundos/, { timeout: 200 }),
    100,
    50,
  );
  await leituras(5_500, antes + 2);
  await avancarAte(
    page,
    () => expect(notice).toContainText(/nova tentativa em (1[2-6]) segundos/, { timeout: 200 }),
    100,
    50,
  );
  await leituras(11_500, antes + 3);
  // the third refused too before the server comes back (else it could reach the server)
  await expect.poll(() => recusadas).toBe(3);
  // Each wait counts from the failure, which comes a little after its read started: 7 s then
  // 14 s, each within ±15 % (the jitter that spreads phones failing together).
  const [primeira, segunda, terceira] = (await leiturasEm()).slice(antes);
  const esperas = [segunda! - primeira!, terceira! - segunda!];
  expect(esperas[0]).toBeGreaterThanOrEqual(7_000 * 0.85);
  expect(esperas[0]).toBeLessThan(7_000 * 1.15 + 3_000);
  expect(esperas[1]).toBeGreaterThanOrEqual(14_000 * 0.85);
  expect(esperas[1]).toBeLessThan(14_000 * 1.15 + 3_000);
  expect(esperas[1]).toBeGreaterThan(esperas[0]!);

  // Back online, and the page's time flowing again.
  await page.unroute(MESSAGES);
  await page.clock.resume();
  await notice.getByRole('button', { name: 'Tentar agora' }).click();
  await expect(notice).toBeHidden();
});

test('the conversation follows new messages only when the reader is near the bottom', async ({
  page,
  api,
  loginAs,
}) => {
  const u = await api.createUser();
  const id = await api.openAtendimento(u);
  for (let i = 1; i <= 30; i++) await api.sendMensagem(id, `Mensagem ${i}`, u);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, u);
  // the next poll brought forward by the page's clock, not waited for
  await page.clock.install();
  await page.goto('/atendimento');
  const log = page.getByRole('log');
  await expect(message(page, 'Mensagem 30')).toBeInViewport();
  const gap = () => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  expect(await gap()).toBeLessThan(2);

  // Scrolled as a reader scrolls: the page hears the scroll before anything else arrives (a
  // scroll event comes with the next frame, and a message from the live stream could come first).
  const rolar = (ate: 'topo' | 'perto do fim') =>
    log.evaluate(
      (el, ate) =>
        new Promise<void>((ouvido) => {
          el.addEventListener('scroll', () => ouvido(), { once: true });
          el.scrollTop = ate === 'topo' ? 0 : el.scrollHeight - el.clientHeight - 120;
        }),
      ate,
    );

  // Reading older messages: a new one does not pull the reader down.
  await rolar('topo');
  await api.sendMensagem(id, 'Nova enquanto lia');
  await page.clock.runFor(3_600);
  await expect(message(page, 'Nova enquanto lia')).toBeAttached();
  expect(await log.evaluate((el) => el.scrollTop)).toBe(0);

  // Within 150 px of the bottom: it follows.
  await rolar('perto do fim');
  await api.sendMensagem(id, 'Outra nova');
  await page.clock.runFor(3_600);
  await expect(message(page, 'Outra nova')).toBeInViewport();
  expect(await gap()).toBeLessThan(2);
});

test('a send with no answer waits as "aguardando conexão" and goes out by itself once the server answers', async ({
  page,
  api,
  loginAs,
}) => {
  await loginAs(page, await api.createUser());
  // the page's clock: the queue's growing waits are run through, not waited
  await page.clock.install();
  await openEmployeeChat(page);
  await page.route(MESSAGES, (route) =>
    route.request().method() === 'POST' ? route.abort() : route.fallback(),
  );
  await page.getByLabel('Mensagem', { exact: true }).fill('Primeira tentativa');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(message(page, 'Primeira tentativa')).toContainText('aguardando conexão');
  // The text is in the waiting queue (docs/product/atendimentos.md), not lost with the box.
  await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue('');
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao enviar mensagem' })).toHaveCount(
    0,
  );
  await page.unroute(MESSAGES);
  await avancarAte(page, () =>
    expect(message(page, 'Primeira tentativa')).not.toContainText('aguardando conexão', {
      timeout: 500,
    }),
  );
});

test('while polls fail too, a waiting message still goes out, and polling recovers by itself', async ({
  page,
  api,
  loginAs,
}) => {
  await loginAs(page, await api.createUser());
  // the page's clock: the polls' back-off and the queue's waits are run through, not waited
  await page.clock.install();
  await openEmployeeChat(page);
  await page.getByLabel('Mensagem', { exact: true }).fill('Primeira tentativa');
  await page.route(MESSAGES, (route) => route.abort());
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(message(page, 'Primeira tentativa')).toContainText('aguardando conexão');
  const fetchError = page.getByRole('status').filter({ hasText: 'Erro ao buscar mensagens' });
  await avancarAte(page, () => expect(fetchError).toBeVisible({ timeout: 500 }));
  await page.unroute(MESSAGES);
  await page.route(MESSAGES, (route) =>
    route.request().method() === 'GET' ? route.abort() : route.fallback(),
  );
  await avancarAte(page, () =>
    expect(message(page, 'Primeira tentativa')).not.toContainText('aguardando conexão', {
      timeout: 500,
    }),
  );
  await expect(message(page, 'Primeira tentativa')).toHaveCount(1);

  // The fetch notice goes away without "Tentar agora".
  await page.unroute(MESSAGES);
  await avancarAte(page, () => expect(fetchError).toBeHidden({ timeout: 500 }));
});

test('a message that cannot go out says it will be sent when the signal returns', async ({
  context,
  page,
  api,
  loginAs,
}) => {
  await loginAs(page, await api.createUser());
  // the page's clock: the 4 s a send may take before it is explained are run through
  await page.clock.install();
  await openEmployeeChat(page);
  const explica = 'será enviada quando o sinal voltar';
  // Weak signal: the browser thinks it is online and the request never comes back.
  await page.route(MESSAGES, (route) =>
    route.request().method() === 'POST' ? undefined : route.fallback(),
  );
  await page.getByLabel('Mensagem', { exact: true }).fill('Sinal fraco no pasto');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(message(page, 'Sinal fraco no pasto')).toContainText('Enviando…');
  await page.clock.runFor(4_100);
  await expect(message(page, 'Sinal fraco no pasto')).toContainText(explica);
  await page.unroute(MESSAGES);

  // No signal at all: waiting, and said so.
  await context.setOffline(true);
  await page.getByLabel('Mensagem', { exact: true }).fill('Sem sinal nenhum');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(message(page, 'Sem sinal nenhum')).toContainText('aguardando conexão');
  await expect(message(page, 'Sem sinal nenhum')).toContainText(explica);
  await context.setOffline(false);
});
