// `npm run bench:voz`: the field employee's hands (docs/product/atendimentos.md, "Mensagens de
// voz"; docs/product/conta.md, "Chaves de acesso"), in Debian's Chromium driven by playwright-core
// against the built server on a fresh SQLite data directory. The employee's page is on a slow 4G
// link (DevTools' "Slow 4G": 562.5 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, set with CDP's
// Network.emulateNetworkConditions); support's page is not throttled. Prints, over BENCH_RUNS
// runs (3 by default):
//  - the bytes of a 30-second recording as this Chromium records it (its fake microphone, a
//    tone), and its type;
//  - the time from the tap on "Enviar áudio" until support's open conversation shows the player;
//  - the time from the tap on "Entrar com chave de acesso" (a virtual authenticator that verifies
//    the user at once) until the portal's heading, beside the tap on "Entrar" with the password.
// Needs `npm run build` first (BENCH_BUILD_DIR / BENCH_DIST for other directories).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { loadavg, servidorDoNavegador } from './bench/lib.mjs';

const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? process.env.BUILD_DIR ?? 'build');
const dist = path.resolve(process.env.BENCH_DIST ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 3293);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const SEGUNDOS = Math.max(1, Number(process.env.BENCH_SEGUNDOS ?? 30));
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'SenhaDeBench2026';
/** DevTools' "Slow 4G" profile; CDP takes bytes per second. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

if (!fs.existsSync(path.join(buildDir, 'client/__spa-fallback.html'))) {
  console.error(`Build do site não encontrado em ${buildDir}. Rode \`npm run build\` antes.`);
  process.exit(1);
}

const logins = Array.from({ length: RUNS }, (_, i) => `colaborador${i + 1}`);
// a passkey's relying party must be a host name, never an IP address
const { url: enderecoIp, apagar } = await servidorDoNavegador({
  dist,
  buildDir,
  port,
  prefixo: 'bench-voz',
  senha: PASSWORD,
  contas: (usuario) => [
    ...logins.map((l, i) => usuario(l, `Colaborador ${i + 1}`, 'colaborador')),
    usuario('suporte', 'Suporte', 'rh'),
  ],
});
const url = enderecoIp.replace('127.0.0.1', 'localhost');

async function entrarPelaApi(login) {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, senha: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${login}: ${res.status}`);
  return res.json();
}

/** A context already signed in as the login screen would leave it. */
async function contextoDe(browser, sessao) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    ([t, json]) => {
      if (sessionStorage.getItem('bench-entrou')) return;
      localStorage.setItem('portal_token', t);
      localStorage.setItem('portal_user', json);
      sessionStorage.setItem('bench-entrou', '1');
    },
    [sessao.token, JSON.stringify(sessao.user)],
  );
  return context;
}

async function lento(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return cdp;
}

/** One voice message of SEGUNDOS seconds: its bytes and type, and the time until support sees it. */
async function vozRun(browser, login) {
  const colaborador = await entrarPelaApi(login);
  const abrir = await fetch(`${url}/api/atendimentos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${colaborador.token}` },
    body: '{}',
  });
  const { atendimentoId } = await abrir.json();

  const suporte = await contextoDe(browser, await entrarPelaApi('suporte'));
  const paginaSuporte = await suporte.newPage();
  await paginaSuporte.goto(`${url}/atendimento-suporte/${atendimentoId}`);
  await paginaSuporte.getByText('Nenhuma mensagem ainda...').waitFor({ timeout: 60_000 });

  const context = await contextoDe(browser, colaborador);
  const page = await context.newPage();
  await lento(context, page);
  let enviado = null;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/atendimentos\/\d+\/upload$/.test(r.url())) {
      enviado = r.postDataBuffer()?.length ?? null;
    }
  });
  await page.goto(`${url}/atendimento`);
  await page.getByText('Inicie a conversa com o suporte...').waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Gravar mensagem de voz' }).click();
  const permitir = page.getByRole('button', { name: 'Permitir microfone' });
  const enviar = page.getByRole('button', { name: 'Enviar áudio' });
  await permitir.or(enviar).waitFor({ timeout: 30_000 });
  if (await permitir.isVisible()) await permitir.click();
  await enviar.waitFor();
  await page.waitForTimeout(SEGUNDOS * 1000);
  const t0 = Date.now();
  await enviar.click();
  await paginaSuporte
    .getByRole('log')
    .locator('audio')
    .first()
    .waitFor({ state: 'attached', timeout: 120_000 });
  const ateOSuporte = Date.now() - t0;

  const lista = await fetch(`${url}/api/atendimentos/${atendimentoId}/mensagens`, {
    headers: { authorization: `Bearer ${colaborador.token}` },
  }).then((r) => r.json());
  const audio = lista.find((m) => m.tipo === 'arquivo');
  const meta = JSON.parse(audio.mensagem);
  const arquivo = await fetch(new URL(meta.url, url)).then((r) => r.arrayBuffer());
  await context.close();
  await suporte.close();
  return {
    bytes: arquivo.byteLength,
    pedido: enviado,
    mime: meta.mime,
    duracao: meta.duracao,
    ateOSuporte,
  };
}

/** A virtual phone's fingerprint reader: every request verified at once. */
async function autenticador(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** The person adds a passkey, then signs in with it and with the password, on slow 4G. */
async function entradaRun(browser, login) {
  const sessao = await entrarPelaApi(login);
  const context = await contextoDe(browser, sessao);
  // the button's way in: the virtual authenticator would answer the field's offer of passkeys
  // (conditional mediation) as soon as the page makes it, before any tap
  await context.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  const page = await context.newPage();
  await autenticador(context, page);
  await page.goto(`${url}/minha-conta`);
  const secao = page.getByRole('region', { name: 'Chaves de acesso' });
  await secao.getByRole('button', { name: 'Adicionar chave de acesso' }).click({ timeout: 60_000 });
  await secao
    .getByRole('status')
    .getByText(/Chave de acesso adicionada/)
    .waitFor();
  await lento(context, page);

  const portal = () =>
    page.getByRole('heading', { name: /Olá, seja bem-vindo/ }).waitFor({ timeout: 60_000 });
  const sair = async () => {
    // on a phone's width the header's menu holds it; the portal's home shows its own
    await page.goto(`${url}/portal`);
    await page.getByRole('main').getByRole('button', { name: /^Sair/ }).click({ timeout: 60_000 });
    await page.waitForURL(/\/login$/, { timeout: 60_000 });
    // the page interactive: React holds the form
    await page.waitForFunction(() => {
      const f = document.getElementById('form-login');
      return !!f && Object.keys(f).some((k) => k.startsWith('__reactProps'));
    });
    await page.getByRole('button', { name: 'Entrar com chave de acesso' }).waitFor();
    await page.waitForFunction(
      () => !document.querySelector('.login__passkey button')?.hasAttribute('disabled'),
    );
  };

  await sair();
  let t0 = Date.now();
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await portal();
  const comChave = Date.now() - t0;

  await sair();
  await page.getByLabel('Usuário', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  t0 = Date.now();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await portal();
  const comSenha = Date.now() - t0;
  await context.close();
  return { comChave, comSenha };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = (n) => `${(n / 1000).toFixed(2)} s`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const browser = await chromium.launch({
  executablePath: chromePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
});
let ok = true;
try {
  console.log(
    `Colaborador em "Slow 4G" (${SLOW_4G.latency} ms de ida e volta, 1,6 Mbit/s de descida, ` +
      `750 kbit/s de subida); suporte sem limite — mediana de ${RUNS} execuções, ${url}`,
  );
  console.log(`carga da máquina antes: ${loadavg()}\n`);
  const vozes = [];
  const entradas = [];
  for (const login of logins) {
    vozes.push(await vozRun(browser, login));
    entradas.push(await entradaRun(browser, login));
  }
  const v = vozes[0];
  console.log(`gravação de ${SEGUNDOS} s no Chromium ${browser.version()}: ${v.mime}`);
  console.log(
    `  arquivo guardado: ${kb(median(vozes.map((x) => x.bytes)))} ` +
      `(${vozes.map((x) => kb(x.bytes)).join(', ')}); duração registrada ` +
      `${vozes.map((x) => `${x.duracao} s`).join(', ')}`,
  );
  console.log(
    `  "Enviar áudio" → player na tela do suporte: mediana ${s(median(vozes.map((x) => x.ateOSuporte)))} ` +
      `(${vozes.map((x) => s(x.ateOSuporte)).join(', ')})`,
  );
  console.log('\nentrar, do toque até "Olá, seja bem-vindo" (mesmo aparelho, Slow 4G)');
  console.log(
    `  com a chave de acesso: mediana ${s(median(entradas.map((x) => x.comChave)))} ` +
      `(${entradas.map((x) => s(x.comChave)).join(', ')})`,
  );
  console.log(
    `  com usuário e senha:   mediana ${s(median(entradas.map((x) => x.comSenha)))} ` +
      `(${entradas.map((x) => s(x.comSenha)).join(', ')}); sem contar o tempo de digitar`,
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
