// `npm run bench:campo`: the login and the support chat on a weak field connection (400 ms round
// trip, 50 KB/s down, 25 KB/s up, set with CDP's Network.emulateNetworkConditions), in Debian's
// Chromium driven by playwright-core, against the built server on a fresh data directory.
// Prints the median of BENCH_RUNS runs (3 by default) of:
//  - /login, first visit (empty cache) and repeat visit (warm cache): until the form is on
//    screen and takes typing, until it is interactive (the button works), and the bytes moved;
//  - the four public pages, first visit: first paint, largest paint (the main image), until
//    React has taken over the page, and the bytes;
//  - the chat opened from /suporte ("Abrir Chat de Suporte") after arriving from the portal:
//    until the screen says it is loading, until the conversation is usable, and the bytes.
// Exits 1 when a target is missed (docs/decisions/026-login-pre-renderizado-e-js-enxuto.md).
// Needs `npm run build` first (BENCH_BUILD_DIR / BENCH_DIST for other directories).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { loadavg, servidorDoNavegador } from './bench/lib.mjs';

const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? process.env.BUILD_DIR ?? 'build');
const dist = path.resolve(process.env.BENCH_DIST ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 3291);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'SenhaDeBench2026';
/** The field connection: CDP takes bytes per second. */
const LINK = {
  offline: false,
  latency: 400,
  downloadThroughput: 50 * 1024,
  uploadThroughput: 25 * 1024,
};
const TARGETS = { loginFirst: 2_500, loginRepeat: 1_000 };

if (!fs.existsSync(path.join(buildDir, 'client/__spa-fallback.html'))) {
  console.error(`Build do site não encontrado em ${buildDir}. Rode \`npm run build\` antes.`);
  process.exit(1);
}

const logins = Array.from({ length: RUNS }, (_, i) => `colaborador${i + 1}`);
const { url, apagar } = await servidorDoNavegador({
  dist,
  buildDir,
  port,
  prefixo: 'bench-campo',
  senha: PASSWORD,
  contas: (usuario) => logins.map((l, i) => usuario(l, `Colaborador ${i + 1}`, 'colaborador')),
});

/** A throttled page whose bytes on the wire (headers included) are counted. */
async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  const meter = { bytes: 0, inflight: new Set(), lastActivity: Date.now() };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.includes('/api/eventos')) meter.inflight.add(e.requestId);
    meter.lastActivity = Date.now();
  });
  const done = (e) => {
    meter.bytes += e.encodedDataLength ?? 0;
    meter.inflight.delete(e.requestId);
    meter.lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', (e) => meter.inflight.delete(e.requestId));
  return { page, meter };
}

/** Waits until no request but the live stream has been open for `quietMs`. */
async function settle(meter, quietMs = 1_500, maxMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < maxMs) {
    if (meter.inflight.size === 0 && Date.now() - meter.lastActivity > quietMs) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The page's own clock (ms since its navigation started) when `fn` first holds on a frame. */
const onFrame = (page, fn) =>
  page
    .waitForFunction(fn, undefined, { polling: 'raf', timeout: 60_000 })
    .then((h) => h.jsonValue());

/**
 * The form is in the page and the page has been painted: a frame callback can run while the
 * stylesheets still hold the first paint back, so the time is the later of the two.
 */
const formOnScreen = () => {
  const u = document.getElementById('usuario');
  if (!u || u.getBoundingClientRect().height === 0) return false;
  const w = /** @type {{ formSeenAt?: number }} */ (window);
  w.formSeenAt ??= performance.now();
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return paint ? Math.max(w.formSeenAt, paint.startTime) : false;
};
const formInteractive = () => {
  // The button takes a press before the scripts (docs/decisions/071-login-utilizavel-antes-dos-scripts.md):
  // the page is interactive once React holds the form.
  const f = document.getElementById('form-login');
  return f && Object.keys(f).some((k) => k.startsWith('__reactProps')) ? performance.now() : false;
};

/** One visit of /login on `page`: times since navigation start, and bytes until interactive. */
async function visitLogin(page, meter) {
  meter.bytes = 0;
  await page.goto(`${url}/login`, { waitUntil: 'commit' });
  const visible = await onFrame(page, formOnScreen);
  const interactive = await onFrame(page, formInteractive);
  return { visible, interactive, bytes: meter.bytes };
}

async function loginRuns(browser) {
  const first = [];
  const repeat = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const { page, meter } = await throttledPage(context);
    first.push(await visitLogin(page, meter));
    await page.goto('about:blank');
    repeat.push(await visitLogin(page, meter));
    await context.close();
  }
  return { first, repeat };
}

const PUBLIC_PAGES = ['/', '/about', '/activities', '/contact'];

/** Once React has taken over the page, its elements carry its props. */
const hydrated = () => {
  const menu = document.querySelector('.site-header__toggle');
  return menu && Object.keys(menu).some((k) => k.startsWith('__reactProps'))
    ? performance.now()
    : false;
};

/** A public page's first visit: first paint, largest paint (its main image), interactive, bytes. */
async function publicPageRun(browser, pagePath) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const w = /** @type {{ lcp?: number }} */ (window);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const { page, meter } = await throttledPage(context);
  await page.goto(`${url}${pagePath}`, { waitUntil: 'commit' });
  const interactive = await onFrame(page, hydrated);
  await settle(meter);
  const { paint, lcp } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    lcp: /** @type {{ lcp?: number }} */ (window).lcp,
  }));
  await context.close();
  return { paint, lcp, interactive, bytes: meter.bytes };
}

/** From /portal (settled), "Suporte", then "Abrir Chat de Suporte": the chat's times. */
async function chatRun(browser, login) {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, senha: PASSWORD }),
  });
  const { token, user: u } = await res.json();
  const context = await browser.newContext();
  await context.addInitScript(
    ([t, json]) => {
      localStorage.setItem('portal_token', t);
      localStorage.setItem('portal_user', json);
    },
    [token, JSON.stringify(u)],
  );
  const { page, meter } = await throttledPage(context);
  await page.goto(`${url}/portal`);
  await page.getByRole('link', { name: /^Suporte/ }).waitFor({ timeout: 60_000 });
  await settle(meter);
  meter.bytes = 0;
  let t0 = Date.now();
  await page.getByRole('link', { name: /^Suporte/ }).click();
  const abrir = page.getByRole('link', { name: 'Abrir Chat de Suporte' });
  await abrir.waitFor({ timeout: 60_000 });
  const suporte = { usable: Date.now() - t0, bytes: meter.bytes };
  meter.bytes = 0;
  t0 = Date.now();
  await abrir.click();
  await page
    .getByText(/Carregando/)
    .first()
    .waitFor({ timeout: 60_000 });
  const loading = Date.now() - t0;
  await page.locator('#chat-mensagem:enabled').waitFor({ timeout: 60_000 });
  await page.getByText('Inicie a conversa com o suporte...').waitFor({ timeout: 60_000 });
  const chat = { loading, usable: Date.now() - t0, bytes: meter.bytes };
  await context.close();
  return { suporte, chat };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = (n) => (n === undefined ? '-' : `${(n / 1000).toFixed(2)} s`);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
let ok = true;
try {
  console.log(
    `Campo: ${LINK.latency} ms de ida e volta, ${LINK.downloadThroughput / 1024} KB/s de descida, ` +
      `${LINK.uploadThroughput / 1024} KB/s de subida — mediana de ${RUNS} execuções, ${url}`,
  );
  console.log(`carga da máquina antes: ${loadavg()}\n`);
  const { first, repeat } = await loginRuns(browser);
  const pages = {};
  for (const p of PUBLIC_PAGES) {
    pages[p] = [];
    for (let i = 0; i < RUNS; i++) pages[p].push(await publicPageRun(browser, p));
  }
  const chats = [];
  for (const login of logins) chats.push(await chatRun(browser, login));

  const rows = [
    ['/login, 1ª visita', first, TARGETS.loginFirst],
    ['/login, visita repetida', repeat, TARGETS.loginRepeat],
  ];
  console.log('medida                       na tela/digitável  interativo  bytes       meta');
  for (const [name, runs, target] of rows) {
    const visible = median(runs.map((r) => r.visible));
    const interactive = median(runs.map((r) => r.interactive));
    const bytes = median(runs.map((r) => r.bytes));
    const miss = visible > target;
    if (miss) ok = false;
    console.log(
      [
        name.padEnd(28),
        s(visible).padStart(17),
        s(interactive).padStart(11),
        kb(bytes).padStart(11),
        `  digitável ≤ ${s(target)} ${miss ? '✗' : '✓'}`,
      ].join(' '),
    );
  }
  console.log('\npágina pública, 1ª visita    1ª pintura  maior pintura  interativa  bytes');
  for (const p of PUBLIC_PAGES) {
    const pick = (k) => median(pages[p].map((r) => r[k]));
    console.log(
      [
        p.padEnd(28),
        s(pick('paint')).padStart(10),
        s(pick('lcp')).padStart(14),
        s(pick('interactive')).padStart(11),
        kb(pick('bytes')).padStart(11),
      ].join(' '),
    );
  }
  console.log('\nmedida                       diz "carregando"   utilizável  bytes');
  const suporte = chats.map((c) => c.suporte);
  const chat = chats.map((c) => c.chat);
  console.log(
    [
      'Portal → Suporte'.padEnd(28),
      '-'.padStart(17),
      s(median(suporte.map((r) => r.usable))).padStart(11),
      kb(median(suporte.map((r) => r.bytes))).padStart(11),
    ].join(' '),
  );
  console.log(
    [
      'Suporte → chat aberto'.padEnd(28),
      s(median(chat.map((r) => r.loading))).padStart(17),
      s(median(chat.map((r) => r.usable))).padStart(11),
      kb(median(chat.map((r) => r.bytes))).padStart(11),
    ].join(' '),
  );
  console.log(`\ncarga da máquina depois: ${loadavg()}`);
} catch (err) {
  ok = false;
  console.error(err);
} finally {
  await browser.close();
  apagar();
}
process.exit(ok ? 0 : 1);
