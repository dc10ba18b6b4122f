// After `react-router build`: the pre-rendered pages (public site, /login, the portal's
// pre-rendered screens) ask for their
// scripts only once the browser has painted them and their main picture. React Router's output
// lists every module as a `<link rel="modulepreload">` and imports them statically, so on a weak
// link the page's 110 KB of JavaScript share the bandwidth with its stylesheet and its main
// picture, and the first paint waits for them. The pages read (and /login takes typing) without
// their scripts, so here the preload links go, and the bootstrap module asks for the same files,
// all at once, after the paint (docs/decisions/027-scripts-apos-a-pintura.md). The portal's app
// shell (__spa-fallback.html) is left as built: it shows nothing useful until its scripts run.
// A public page loads, in place of React Router's scripts, its own entry, which hydrates it
// without the router (build/paginas-publicas.json, written by vite.config.ts;
// docs/decisions/084-paginas-publicas-sem-roteador.md), likewise after the paint.
import fs from 'node:fs';
import path from 'node:path';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
const root = path.join(build, 'client');

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");?\n?/gm;

/** The page's HTML with its scripts asked for after the first paint; null if it has none. */
export function deferScripts(html) {
  const bootstrap = html.match(BOOTSTRAP);
  if (!bootstrap) return null;
  const body = bootstrap[1];
  if (!/\bimport\("[^"]+"\);?\s*$/.test(body)) {
    throw new Error('script de entrada do React Router não reconhecido');
  }
  const named = [...body.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1] ?? '', href: m[2] }));
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const rest = body.replace(STATIC_IMPORT, '').trim();
  const deferred = aposAPintura(
    preloads,
    [
      `const [${named.map((m) => m.name).join(', ')}] = await Promise.all([${named
        .map((m) => `import(${m.href})`)
        .join(', ')}]);`,
      rest,
    ].join('\n'),
  );
  return html
    .replace(PRELOAD, '')
    .replace(bootstrap[0], `<script type="module">${deferred}</script>`);
}

/**
 * A public page's HTML with React Router's scripts (all of them, after the footer, where the
 * root's body ends) replaced by the page's own entry, asked for after the first paint.
 */
export function paginaPublica(html, pagina) {
  const fim = html.lastIndexOf('</footer>') + '</footer>'.length;
  const corpo = html.indexOf('</body>', fim);
  if (
    fim < '</footer>'.length ||
    corpo < 0 ||
    !html.slice(fim, corpo).includes('__reactRouterContext')
  ) {
    throw new Error('página pública sem os scripts do React Router depois do rodapé');
  }
  const script = aposAPintura(pagina.arquivos, `await import(${JSON.stringify(pagina.entrada)});`);
  return (
    html.slice(0, fim).replace(PRELOAD, '') +
    `<script type="module">${script}</script>` +
    html.slice(corpo)
  );
}

/** A module script's body that waits for the first paint, then preloads `preloads` and runs `code`. */
function aposAPintura(preloads, code) {
  return [
    // Waits for the browser's own word that the page (and its main image, marked
    // fetchpriority=high) is on screen, three seconds at most. A hidden page (a tab opened in the
    // background) paints nothing, and a browser without these entries cannot say: neither waits.
    'const seen = (type, test) => document.hidden || !PerformanceObserver.supportedEntryTypes.includes(type) ? null : new Promise((go) => new PerformanceObserver((list, o) => { if (list.getEntries().some(test)) { o.disconnect(); go(); } }).observe({ type, buffered: true }));',
    `const main = document.querySelector('img[fetchpriority="high"]');`,
    "await Promise.race([Promise.all([seen('paint', (e) => e.name === 'first-contentful-paint'), main && seen('largest-contentful-paint', (e) => e.element === main)]), new Promise((go) => setTimeout(go, 3000))]);",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    "  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));",
    '}',
    code,
  ].join('\n');
}

function visit(dir, pages) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) visit(full, pages);
    else if (entry.name === 'index.html') pages.push(full);
  }
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { paginas } = JSON.parse(
    fs.readFileSync(path.join(build, 'paginas-publicas.json'), 'utf8'),
  );
  const publicas = new Map(
    paginas.map((p) => [path.join(root, p.url === '/' ? '' : p.url, 'index.html'), p]),
  );
  let changed = 0;
  for (const file of visit(root, [])) {
    const antes = fs.readFileSync(file, 'utf8');
    const pagina = publicas.get(file);
    const html = pagina ? paginaPublica(antes, pagina) : deferScripts(antes);
    if (html === null) continue;
    fs.writeFileSync(file, html);
    publicas.delete(file);
    changed++;
  }
  if (publicas.size > 0)
    throw new Error(`páginas públicas não pré-renderizadas: ${[...publicas.keys()]}`);
  console.log(
    `scripts after the first paint: ${changed} pre-rendered pages (${paginas.length} public, without the router)`,
  );
}
