/**
 * Push notices in Chromium (docs/product/avisos.md): "Ativar notificações" asks only when tapped
 * and records this browser's subscription; a push delivered to the real service worker through
 * the DevTools Protocol (`ServiceWorker.deliverPushMessage`) shows the kind's fixed title and
 * nothing else; the notification choices in Minha Conta.
 *
 * The browser's own push service (Google's, for Chromium) is out of reach here, so the
 * subscription the page gets is a stand-in with the same shape, on an address PUSH_SERVICOS
 * allows; the server's sending is tested against a push service of our own
 * (server/test/avisos-push.test.ts). Chromium gives a test no way to tap a notification: which
 * tab a tap opens is tested in sw/notificacoes.test.ts.
 */
import type { CDPSession, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { comInterface } from './navegador';
import { expectNoAxeViolations, gotoHydrated } from './pages';
import { appNoAparelho } from './offline';
import { capturar } from './telas';

// These specs are about the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
// the browser's own permission for notifications, which only the whole browser asks (e2e/navegador.ts)
test.use(comInterface);

/** A subscription as `PushManager.subscribe` would give it, minus the unreachable push service. */
async function inscricaoDeMentira(page: Page) {
  await page.addInitScript(() => {
    const chave = Uint8Array.from(
      (
        sessionStorage.getItem('e2e-push-chave') ??
        crypto.getRandomValues(new Uint8Array(16)).join(',')
      ).split(','),
      Number,
    );
    sessionStorage.setItem('e2e-push-chave', chave.join(','));
    const b64 = (b: Uint8Array) =>
      btoa(String.fromCharCode(...b))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    // kept across the tab's pages, as the browser keeps a subscription
    const MARCA = 'e2e-push-inscrita';
    const fazer = (opcoes?: PushSubscriptionOptionsInit) =>
      ({
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${b64(chave)}`,
        options: {
          applicationServerKey: opcoes?.applicationServerKey ?? null,
          userVisibleOnly: true,
        },
        toJSON: () => ({
          endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${b64(chave)}`,
          expirationTime: null,
          keys: {
            // a P-256 point's length and a 16-byte secret, as a browser sends them
            p256dh: b64(new Uint8Array(65).fill(4)),
            auth: b64(chave),
          },
        }),
        unsubscribe: async () => {
          sessionStorage.removeItem(MARCA);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function (opcoes) {
      sessionStorage.setItem(MARCA, '1');
      return fazer(opcoes);
    };
    PushManager.prototype.getSubscription = async () =>
      sessionStorage.getItem(MARCA) ? fazer() : null;
  });
}

/**
 * Delivers a push through the DevTools Protocol to every activated service worker of this origin
 * the browser knows: this page's, and any a closed context of the same worker left behind (those
 * show nothing here). Waits until one of them is activated: that may be a closed context's
 * before this page's own, so the first push of a test is delivered until it shows.
 */
async function entregador(cdp: CDPSession, origin: string) {
  const registros = new Map<string, boolean>(); // id -> deleted
  const ativados = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) {
      if (r.scopeURL.startsWith(origin)) registros.set(r.registrationId, r.isDeleted);
    }
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) if (v.status === 'activated') ativados.add(v.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const alvos = () => [...registros].filter(([id, apagado]) => !apagado && ativados.has(id));
  await expect.poll(() => alvos().length, { timeout: 10_000 }).toBeGreaterThan(0);
  return async (data: string) => {
    for (const [registrationId] of alvos()) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
    }
  };
}

async function notificacoes(page: Page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    }));
  });
}

test('"Ativar notificações" asks only when tapped; a push shows "O suporte respondeu" and nothing of the answer', async ({
  page,
  context,
  api,
  employee,
  baseURL,
}) => {
  await inscricaoDeMentira(page);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  let pedidos = 0;
  await page.exposeFunction('contarPedido', () => pedidos++);
  await page.addInitScript(() => {
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      void (window as unknown as { contarPedido: () => void }).contarPedido();
      return original();
    };
  });

  await gotoHydrated(page, '/portal');
  await appNoAparelho(page);
  const convite = page.getByRole('region', { name: 'Receba avisos no celular' });
  await expect(convite).toBeVisible();
  await expect(convite).toContainText('Resposta do suporte ao seu atendimento');
  expect(pedidos).toBe(0); // never on load
  await expectNoAxeViolations(page, { include: '.avisos-push' });
  await capturar(page, 'portal-notificacoes');

  await convite.getByRole('button', { name: 'Ativar notificações' }).click();
  await expect(convite).toBeHidden();
  expect(pedidos).toBe(1);
  const inscricoes = (await api.send('GET', '/api/push/inscricoes', undefined, employee.token)) as {
    aparelho: string;
  }[];
  expect(inscricoes).toHaveLength(1);
  // named as the session it was made in (here one the test's API client signed in)
  const sessoes = (await api.send('GET', '/api/me/sessoes', undefined, employee.token)) as {
    aparelho: string;
    atual: boolean;
  }[];
  expect(inscricoes[0]!.aparelho).toBe(sessoes.find((x) => x.atual)!.aparelho);

  // the notice as the server sends it, delivered by the browser to the real service worker
  const cdp = await context.newCDPSession(page);
  const entregar = await entregador(cdp, new URL(baseURL!).origin);
  const resposta = JSON.stringify({
    tipo: 'resposta_suporte',
    titulo: 'O suporte respondeu',
    url: '/atendimento',
  });
  await expect
    .poll(async () => {
      const mostradas = await notificacoes(page);
      if (mostradas.length === 0) await entregar(resposta);
      return mostradas;
    })
    .toEqual([
      {
        title: 'O suporte respondeu',
        body: 'Toque para abrir o Portal do Colaborador.',
        tag: '/atendimento',
        data: { url: '/atendimento' },
      },
    ]);
  // a second answer replaces the first notice instead of piling up
  await entregar(resposta);
  // a push that would send a tap elsewhere opens the portal instead; delivered after the second
  // answer, it is also the sentinel: once it shows, the second answer has been handled
  await entregar(JSON.stringify({ tipo: 'x', titulo: 'Oi', url: 'https://evil.test/' }));
  await expect
    .poll(async () => (await notificacoes(page)).map((n) => n.data))
    .toContainEqual({ url: '/portal' });
  expect((await notificacoes(page)).filter((n) => n.tag === '/atendimento')).toHaveLength(1);

  // Minha Conta: this device's notices and the choices
  await gotoHydrated(page, '/minha-conta');
  const aparelho = page.getByRole('region', { name: 'Notificações neste aparelho' });
  await expect(aparelho).toContainText('Notificações ativas neste aparelho');
  await aparelho.getByRole('button', { name: 'Desativar neste aparelho' }).click();
  await expect(aparelho.getByRole('button', { name: 'Ativar notificações' })).toBeVisible();
  expect(await api.send('GET', '/api/push/inscricoes', undefined, employee.token)).toEqual([]);
});

test('Minha Conta: the notices a staff member gets, by push and by e-mail, switched one by one', async ({
  page,
  api,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh' });
  await loginAs(page, rh);
  await gotoHydrated(page, '/minha-conta');
  const escolhas = page.getByRole('region', { name: 'Quais avisos receber' });
  const pushNovo = escolhas
    .getByRole('group', { name: 'No celular (notificação)' })
    .getByRole('checkbox', { name: 'Novo atendimento aberto' });
  await expect(pushNovo).toBeChecked();
  await expect(
    escolhas
      .getByRole('group', { name: 'Por e-mail' })
      .getByRole('checkbox', { name: 'Novos casos na Ouvidoria' }),
  ).toBeChecked();
  await pushNovo.uncheck();
  await expect(escolhas.getByRole('status')).toHaveText('Escolhas salvas.');
  await expect(pushNovo).not.toBeChecked();
  expect(await api.send('GET', '/api/me/avisos', undefined, rh.token)).toMatchObject({
    push: { novo_atendimento: false, resposta_suporte: true },
  });
  await expectNoAxeViolations(page, { include: '.avisos-escolhas' });
  await capturar(page, 'minha-conta-avisos-rh');
  await page.reload();
  await expect(pushNovo).not.toBeChecked();
});
