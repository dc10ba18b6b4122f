// `npm run bench:site`: Lighthouse (mobile settings, simulated throttling) against the built
// public site, served by the real server from a fresh data directory, in Debian's Chromium.
// Prints each public page's four scores, the JavaScript it ships and its transfer size
// (videos aside), and exits 1 when a target is missed.
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

const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? process.env.BUILD_DIR ?? 'build');
const dist = path.resolve(process.env.BENCH_DIST ?? process.env.E2E_DIST ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 3290);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/about', '/activities', '/contact'];
const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  jsKb: 160,
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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
const server = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: path.join(buildDir, 'client'),
    LOG_LEVEL: 'warn',
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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run of a page: the four scores and the bytes it moved. */
async function audit(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const sum = (pred) => requests.filter(pred).reduce((n, r) => n + (r.transferSize ?? 0), 0);
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    jsKb: sum((r) => r.resourceType === 'Script') / 1024,
    totalKb: sum((r) => r.resourceType !== 'Media') / 1024,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    failed,
  };
}

let chrome;
let ok = true;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  console.log(`Lighthouse ${runs > 1 ? `(mediana de ${runs} execuções) ` : ''}— móvel, ${base}\n`);
  console.log(
    'página        desemp. acess. prát. SEO   JS (KB)  total (KB)  LCP (ms) TBT (ms) CLS',
  );
  for (const page of PAGES) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(chrome, `${base}${page}`));
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
        'cls',
      ].map((k) => [k, pick(k)]),
    );
    const misses = [];
    for (const k of ['performance', 'accessibility', 'best-practices', 'seo']) {
      if (row[k] < TARGETS[k]) misses.push(`${k} < ${TARGETS[k]}`);
    }
    if (row.jsKb > TARGETS.jsKb) misses.push(`JS > ${TARGETS.jsKb} KB`);
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
        row.cls.toFixed(3).padStart(6),
        misses.length ? `  ✗ ${misses.join(', ')}` : '  ✓',
      ].join(' '),
    );
    const failed = [...new Set(results.flatMap((r) => r.failed))];
    if (failed.length) console.log(`              auditorias reprovadas: ${failed.join(', ')}`);
  }
  console.log(
    `\nMetas: desempenho ≥ ${TARGETS.performance}; acessibilidade, boas práticas e SEO = 100; ` +
      `JS ≤ ${TARGETS.jsKb} KB comprimido por página; página inicial ≤ ${TARGETS.homeKb} KB (sem vídeos).`,
  );
} catch (err) {
  ok = false;
  console.error(err);
} finally {
  await chrome?.kill();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
