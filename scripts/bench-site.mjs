// `npm run bench:site`: Lighthouse (mobile settings, simulated throttling) against the built
// public site and the login page, served by the real server from a fresh data directory, in
// Debian's Chromium. Prints each page's four scores, LCP, blocking time, its scripts' start-up
// (Lighthouse's bootup-time), the JavaScript it ships and its transfer size (videos aside), and
// whether Chromium finds the page installable (CDP
// Page.getInstallabilityErrors), and exits 1 when a target is missed. Installability counts as a
// target only on pages that link a web app manifest.
// The login page is `noindex` on purpose (docs/product/site-publico.md): its SEO score is counted
// without the "is-crawlable" audit.
//
// Needs a build first: `npm run build` (or BENCH_BUILD_DIR / BENCH_DIST for other directories).
//   BENCH_RUNS=3 npm run bench:site      median of three runs per page
//   BENCH_PAGES=/about npm run bench:site  only some pages
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { pastaDoBench } from './bench/lib.mjs';

const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? process.env.BUILD_DIR ?? 'build');
const dist = path.resolve(process.env.BENCH_DIST ?? process.env.E2E_DIST ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 3290);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** `{noticia}`: the page of a news item the bench publishes first (as an editor would). */
const PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/about',
  '/activities',
  '/contact',
  '/noticias',
  '/noticias/{noticia}',
  '/trabalhe-conosco',
  '/login',
];
/** Pages kept out of search engines on purpose (`noindex`). */
const NOINDEX = new Set(['/login']);
const TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  // a public page runs without the router (docs/decisions/084-paginas-publicas-sem-roteador.md).
  // /login runs under it: its budget (116 KB, scripts/lib/orcamento.mjs) counts what the form needs
  // to work; Lighthouse also counts what it asks for once it works (the passkey library for the
  // Usuário field's autofill, 3.6 KB; the service worker's registration, 2.4 KB) and each
  // response's headers
  jsKb: 100,
  jsKbLogin: 122,
  homeKb: 600,
};

for (const [what, file] of [
  ['site', path.join(buildDir, 'client/index.html')],
  ['server', path.join(dist, 'server/main.js')],
]) {
  if (!fs.existsSync(file)) {
    console.error(`Build do ${what} não encontrado (${file}). Rode \`npm run build\` antes.`);
    process.exit(1);
  }
}

const dataDir = pastaDoBench('bench-site');
const server = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: path.join(buildDir, 'client'),
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'BenchSiteInicial2026',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('o servidor não respondeu em 20 s');
}

/**
 * What an editor would have published: a news item and a job opening, through the API as the
 * bootstrap admin. The news item's slug.
 */
async function publicar() {
  const post = async (url, body, token) => {
    const r = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const primeiro = await post('/api/login', { login: 'admin', senha: 'BenchSiteInicial2026' });
  await post('/api/alterar-senha', { novaSenha: 'BenchSitePronta2026' }, primeiro.token);
  const { token } = await post('/api/login', { login: 'admin', senha: 'BenchSitePronta2026' });
  const { slug } = await post(
    '/api/conteudo/noticias',
    {
      titulo: 'Colheita da soja começa com bom rendimento nos primeiros talhões',
      resumo: 'A safra 2026/27 começou em Araguari com produtividade acima da média da região.',
      corpo: [
        'A colheita da soja começou nesta semana nos talhões de sequeiro da fazenda.',
        '## Primeiros números',
        'Os primeiros talhões renderam **62 sacas por hectare**, acima da média regional.',
        '- Umidade dos grãos dentro do padrão',
        '- Duas colhedoras em operação',
        '- Transporte direto para os silos da fazenda',
      ].join('\n\n'),
      rascunho: false,
    },
    token,
  );
  await post(
    '/api/conteudo/vagas',
    {
      titulo: 'Operador de colhedora',
      local: 'Fazenda Santa Marta, Araguari (MG)',
      tipo: 'safra',
      descricao: 'Operar a colhedora na safra de soja e milho, com manutenção diária.',
      requisitos: 'CNH categoria C. Experiência de uma safra.',
      aberta: true,
      encerra_em: '2099-01-31',
    },
    token,
  );
  return slug;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A category's score with some audits counted as passed. */
function scoreWithout(category, audits, skip) {
  let sum = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    if (!ref.weight) continue;
    weights += ref.weight;
    sum += ref.weight * (skip.includes(ref.id) ? 1 : (audits[ref.id]?.score ?? 0));
  }
  return Math.round((sum / weights) * 100);
}

/** Whether the page links a manifest, and what Chromium says keeps it from being installed. */
async function installability(browser, url) {
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    const manifest = (await page.locator('link[rel="manifest"]').count()) > 0;
    // The service worker and manifest may take a moment after the load.
    await page.waitForTimeout(1_000);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return { manifest, errors: installabilityErrors.map((e) => e.errorId) };
  } finally {
    await page.close();
  }
}

/** One Lighthouse run of a page: the four scores and the bytes it moved. */
async function audit(chrome, url, page) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  // a run Lighthouse could not finish, or an audit it could not take (no largest paint seen,
  // on a loaded machine), has no figure: say which page and why, rather than fail on the number
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse não mediu ${page}: ${lhr.runtimeError.message}`);
  }
  for (const id of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    if (typeof lhr.audits[id]?.numericValue !== 'number') {
      throw new Error(
        `Lighthouse não mediu ${id} em ${page}: ${lhr.audits[id]?.errorMessage ?? '?'}`,
      );
    }
  }
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const sum = (pred) => requests.filter(pred).reduce((n, r) => n + (r.transferSize ?? 0), 0);
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
    seo: NOINDEX.has(page)
      ? scoreWithout(lhr.categories.seo, lhr.audits, ['is-crawlable'])
      : Math.round(lhr.categories.seo.score * 100),
    jsKb: sum((r) => r.resourceType === 'Script') / 1024,
    totalKb: sum((r) => r.resourceType !== 'Media') / 1024,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    // the scripts' start-up on the simulated phone: parsing, compiling and running them
    inicio: lhr.audits['bootup-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    failed: failed.filter((id) => !(NOINDEX.has(page) && id === 'is-crawlable')),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** `audit`, run again (twice at most) when Lighthouse could not take a figure. */
async function auditar(chrome, url, page) {
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await audit(chrome, url, page);
    } catch (e) {
      if (tentativa === 3 || !String(e.message).startsWith('Lighthouse não mediu')) throw e;
      console.log(`(${e.message}; de novo)`);
    }
  }
}

let chrome;
let browser;
let ok = true;
/** Lighthouse's own measure of this machine's CPU, per run: its simulated 4× slowdown is of it. */
const indices = [];
try {
  await waitForServer();
  // only when a news item's page is measured (BENCH_PAGES without it also measures an older build)
  if (PAGES.includes('/noticias/{noticia}')) {
    const slug = await publicar();
    for (let i = 0; i < PAGES.length; i++) PAGES[i] = PAGES[i].replace('{noticia}', slug);
  }
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  console.log(`Lighthouse ${runs > 1 ? `(mediana de ${runs} execuções) ` : ''}— móvel, ${base}`);
  console.log(
    `carga da máquina antes: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  console.log(
    'página        desemp. acess. prát. SEO   JS (KB)  total (KB)  LCP (ms) TBT (ms) início (ms) CLS    instalável',
  );
  for (const page of PAGES) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await auditar(chrome, `${base}${page}`, page));
    indices.push(...results.map((r) => r.benchmarkIndex));
    const pick = (k) => median(results.map((r) => r[k]));
    const row = Object.fromEntries(
      [
        'performance',
        'accessibility',
        'best-practices',
        'seo',
        'jsKb',
        'totalKb',
        'lcp',
        'tbt',
        'inicio',
        'cls',
      ].map((k) => [k, pick(k)]),
    );
    const misses = [];
    for (const k of ['performance', 'accessibility', 'best-practices', 'seo']) {
      if (row[k] < TARGETS[k]) misses.push(`${k} < ${TARGETS[k]}`);
    }
    if (row.lcp >= TARGETS.lcpMs) misses.push(`LCP ≥ ${TARGETS.lcpMs} ms`);
    const jsKb = page === '/login' ? TARGETS.jsKbLogin : TARGETS.jsKb;
    if (row.jsKb > jsKb) misses.push(`JS > ${jsKb} KB`);
    const install = await installability(browser, `${base}${page}`);
    if (install.manifest && install.errors.length) misses.push('não instalável');
    if (page === '/' && row.totalKb > TARGETS.homeKb) misses.push(`total > ${TARGETS.homeKb} KB`);
    if (misses.length) ok = false;
    console.log(
      [
        page.padEnd(13),
        String(row.performance).padStart(7),
        String(row.accessibility).padStart(6),
        String(row['best-practices']).padStart(5),
        String(row.seo).padStart(4),
        row.jsKb.toFixed(1).padStart(9),
        row.totalKb.toFixed(1).padStart(11),
        row.lcp.toFixed(0).padStart(9),
        row.tbt.toFixed(0).padStart(8),
        row.inicio.toFixed(0).padStart(11),
        row.cls.toFixed(3).padStart(6),
        (install.errors.length ? 'não' : 'sim').padStart(10),
        misses.length ? `  ✗ ${misses.join(', ')}` : '  ✓',
      ].join(' '),
    );
    const failed = [...new Set(results.flatMap((r) => r.failed))];
    if (failed.length) console.log(`              auditorias reprovadas: ${failed.join(', ')}`);
    if (install.errors.length) {
      const why = install.manifest ? '' : ' (sem manifesto: não conta como meta)';
      console.log(`              instalabilidade${why}: ${install.errors.join(', ')}`);
    }
  }
  console.log(
    `\nMetas: desempenho ≥ ${TARGETS.performance}; LCP < ${TARGETS.lcpMs} ms; acessibilidade, ` +
      `boas práticas e SEO = 100 (/login sem is-crawlable: noindex); JS ≤ ${TARGETS.jsKb} KB ` +
      `comprimido por página pública (/login ${TARGETS.jsKbLogin}); página inicial ≤ ${TARGETS.homeKb} KB (sem vídeos); instalável ` +
      `onde houver manifesto.`,
  );
  console.log(
    `benchmarkIndex do Lighthouse (CPU desta máquina; a lentidão simulada de 4× é sobre ela): ` +
      `mediana ${median(indices).toFixed(0)}, de ${Math.min(...indices).toFixed(0)} a ` +
      `${Math.max(...indices).toFixed(0)}`,
  );
  console.log(
    `carga da máquina depois: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} catch (err) {
  ok = false;
  console.error(err);
} finally {
  await browser?.close().catch(() => {});
  await chrome?.kill();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
