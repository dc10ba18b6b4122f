// The script budgets (docs/decisions/070-orcamento-de-script-por-tela.md), measured on the built
// files: what each screen makes the browser download before it runs, compressed as the server
// sends it (the .br copies of scripts/compress-build.mjs). Read by the budget test
// (scripts/orcamento.test.ts) and printed beside the figures by `npm run bench:telas`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** KB (1,024 bytes) of compressed script. */
export const ORCAMENTO_KB = {
  /** a public page opened directly, which runs without the router: everything it loads */
  publica: 100,
  /** a page pre-rendered under the router (/login): everything it loads */
  preRenderizada: 116,
  /** what every portal screen loads: the framework, the root, the portal's layout */
  compartilhado: 120,
  /** a screen's own code, above what it shares; likewise each part it loads on demand */
  tela: 40,
};

/**
 * The React Router manifest and the module map of the build (vite.config.ts), or null without a
 * build. A build made before the map existed has `chunks` empty: its bytes are measured, not its
 * modules.
 */
export function lerBuild(buildDir) {
  const client = path.join(buildDir, 'client');
  const assets = path.join(client, 'assets');
  const modulos = path.join(buildDir, 'modulos-do-cliente.json');
  const publicas = path.join(buildDir, 'paginas-publicas.json');
  if (!fs.existsSync(assets)) return null;
  const nome = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!nome) return null;
  const texto = fs.readFileSync(path.join(assets, nome), 'utf8');
  const manifest = JSON.parse(
    texto.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
  );
  return {
    client,
    manifest,
    manifestFile: `/assets/${nome}`,
    chunks: fs.existsSync(modulos) ? JSON.parse(fs.readFileSync(modulos, 'utf8')).chunks : {},
    /** the public pages' own entries (vite.config.ts, `paginasPublicas`) */
    paginas: fs.existsSync(publicas) ? JSON.parse(fs.readFileSync(publicas, 'utf8')).paginas : [],
  };
}

function bytesComprimidos(client, file) {
  const full = path.join(client, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(full)).length;
}

/**
 * Per route of the build: the files it loads (its module, its imports, its parents'), their
 * compressed bytes, and what it loads on demand (dynamic imports, React.lazy). Per public page
 * opened directly (`paginas`): the files its own entry loads.
 */
export function medir(build) {
  const { client, manifest, manifestFile, chunks, paginas } = build;
  const tamanhos = new Map();
  const bytes = (f) => {
    if (!tamanhos.has(f)) tamanhos.set(f, bytesComprimidos(client, f));
    return tamanhos.get(f);
  };
  const soma = (files) => [...files].reduce((n, f) => n + bytes(f), 0);
  const daRota = (id) => {
    const r = manifest.routes[id];
    const proprios = [r.module, ...(r.imports ?? [])];
    return r.parentId ? [...daRota(r.parentId), ...proprios] : proprios;
  };
  const base = [manifest.entry.module, ...manifest.entry.imports, manifestFile];
  /** the static closure of a chunk (its file, its imports, theirs) */
  const fecho = (file, visto = new Set()) => {
    if (visto.has(file)) return visto;
    visto.add(file);
    const c = chunks[file.replace(/^\//, '')];
    for (const i of c?.imports ?? []) fecho(`/${i}`, visto);
    return visto;
  };
  const layout = Object.keys(manifest.routes).find((id) => id.endsWith('portal-layout'));
  const compartilhado = new Set([...base, ...daRota(layout)]);
  const rotaDe = (id) => {
    const partes = [];
    for (let r = manifest.routes[id]; r; r = manifest.routes[r.parentId]) {
      if (r.index) partes.unshift('');
      else if (r.path) partes.unshift(r.path);
    }
    return `/${partes.filter(Boolean).join('/')}`;
  };
  const sobDemanda = (files, jaCarregados) => {
    const lazy = new Map();
    for (const f of files) {
      for (const d of chunks[f.replace(/^\//, '')]?.dynamicImports ?? []) {
        const arquivos = [...fecho(`/${d}`)].filter((x) => !jaCarregados.has(x));
        if (arquivos.length) lazy.set(`/${d}`, { arquivos, bytes: soma(arquivos) });
      }
    }
    return [...lazy.entries()].map(([chunk, v]) => ({ chunk, ...v }));
  };
  const publicas = new Set(paginas.map((p) => p.rota));
  const rotas = [];
  for (const id of Object.keys(manifest.routes)) {
    if (id === 'root' || id === layout) continue;
    const r = manifest.routes[id];
    const rota = rotaDe(id);
    const arquivos = new Set([...base, ...daRota(id)]);
    const noPortal = r.parentId === layout;
    // a public page's HTML loads its own entry (below): its route runs only inside the app
    const preRenderizada =
      !noPortal && !publicas.has(rota) && fs.existsSync(path.join(client, rota, 'index.html'));
    const fora = noPortal ? compartilhado : new Set([...base, ...daRota('root')]);
    const proprios = [...arquivos].filter((f) => !fora.has(f));
    rotas.push({
      id,
      rota,
      tipo: noPortal ? 'portal' : preRenderizada ? 'preRenderizada' : 'aberta',
      total: soma(arquivos),
      arquivos: [...arquivos],
      proprios,
      bytesProprios: soma(proprios),
      sobDemanda: sobDemanda(proprios, arquivos),
    });
  }
  const framework = new Set(
    paginas.flatMap((p) => p.arquivos).filter((f) => /\/framework-/.test(f)),
  );
  return {
    paginas: paginas.map((p) => ({
      rota: p.rota,
      arquivos: p.arquivos,
      total: soma(p.arquivos),
      proprios: p.arquivos.filter((f) => !framework.has(f)),
      sobDemanda: sobDemanda(p.arquivos, new Set(p.arquivos)),
    })),
    raiz: [...base, ...daRota('root')],
    compartilhado: { arquivos: [...compartilhado], bytes: soma(compartilhado) },
    rotas,
    bytes,
  };
}

/**
 * The modules of `files`, largest first, each with its estimated share of the compressed bytes
 * (its chunk's compressed size in proportion to its rendered code): where to look when a budget
 * breaks.
 */
export function maioresModulos(build, medida, files, n = 5) {
  const lista = [];
  for (const f of files) {
    const c = build.chunks[f.replace(/^\//, '')];
    if (!c) continue;
    const bruto = Object.values(c.modules).reduce((a, b) => a + b, 0) || 1;
    const br = medida.bytes(f);
    for (const [modulo, tam] of Object.entries(c.modules)) {
      lista.push({
        modulo: modulo.replace(/^(\.\.\/)*([^/]+\/)?node_modules\//, ''),
        bytes: (br * tam) / bruto,
      });
    }
  }
  return lista.sort((a, b) => b.bytes - a.bytes).slice(0, n);
}

/**
 * The portal's code, which a public page must not load: the portal's layout and data layer
 * (query cache, live stream), the libraries only it uses, and every feature but the public site's,
 * the contact form, the privacy notice's request form and the login.
 */
const DO_PORTAL = new RegExp(
  [
    String.raw`node_modules[\\/](@tanstack|zod|eventsource-parser|idb-keyval)[\\/]`,
    String.raw`^web[\\/]routes[\\/]portal-layout`,
    String.raw`^web[\\/]lib[\\/](query-client|eventos|eventos-provider|parte-adiada)\.`,
    String.raw`^web[\\/]features[\\/](?!(site|contato|privacidade|conta)[\\/])`,
  ].join('|'),
);

/** React Router, which a public page opened directly runs without. */
const ROTEADOR = /node_modules[\\/](react-router|@react-router)[\\/]/;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Every budget broken, each naming the route and its largest modules; [] when all hold. */
export function estourados(build, medida = medir(build)) {
  const limite = (k) => ORCAMENTO_KB[k] * 1024;
  const culpa = (files) =>
    maioresModulos(build, medida, files)
      .map((m) => `${m.modulo} (~${kb(m.bytes)})`)
      .join(', ');
  const falhas = [];
  const modulosDe = (files) =>
    files.flatMap((f) => Object.keys(build.chunks[f.replace(/^\//, '')]?.modules ?? {}));
  for (const r of [...medida.paginas, ...medida.rotas.filter((x) => x.tipo === 'preRenderizada')]) {
    const achados = modulosDe(r.arquivos).filter((m) => DO_PORTAL.test(m));
    if (achados.length) {
      falhas.push(`${r.rota} carrega código do portal: ${achados.slice(0, 5).join(', ')}`);
    }
  }
  for (const p of medida.paginas) {
    const roteador = modulosDe(p.arquivos).filter((m) => ROTEADOR.test(m));
    if (roteador.length) {
      falhas.push(
        `a página pública ${p.rota} carrega o roteador: ${roteador.slice(0, 3).join(', ')}`,
      );
    }
    if (p.total > limite('publica')) {
      falhas.push(
        `a página pública ${p.rota} carrega ${kb(p.total)} de script (orçamento ` +
          `${ORCAMENTO_KB.publica} KB); maiores módulos além do React: ${culpa(p.proprios)}`,
      );
    }
    for (const d of p.sobDemanda) {
      if (d.bytes > limite('tela')) {
        falhas.push(
          `a página pública ${p.rota} carrega sob demanda ${d.chunk} com ${kb(d.bytes)} ` +
            `(orçamento ${ORCAMENTO_KB.tela} KB); maiores módulos: ${culpa(d.arquivos)}`,
        );
      }
    }
  }
  if (medida.compartilhado.bytes > limite('compartilhado')) {
    const semFramework = medida.compartilhado.arquivos.filter((f) => !/framework-/.test(f));
    falhas.push(
      `o código comum do portal tem ${kb(medida.compartilhado.bytes)} (orçamento ` +
        `${ORCAMENTO_KB.compartilhado} KB); maiores módulos além do framework: ${culpa(semFramework)}`,
    );
  }
  for (const r of medida.rotas) {
    if (r.tipo === 'preRenderizada' && r.total > limite('preRenderizada')) {
      falhas.push(
        `${r.rota} carrega ${kb(r.total)} de script (orçamento ${ORCAMENTO_KB.preRenderizada} KB); ` +
          `maiores módulos da página: ${culpa(r.proprios)}`,
      );
    }
    if (r.tipo !== 'preRenderizada' && r.bytesProprios > limite('tela')) {
      falhas.push(
        `${r.rota} tem ${kb(r.bytesProprios)} de código próprio (orçamento ${ORCAMENTO_KB.tela} KB); ` +
          `maiores módulos: ${culpa(r.proprios)}`,
      );
    }
    for (const p of r.sobDemanda) {
      if (p.bytes > limite('tela')) {
        falhas.push(
          `${r.rota} carrega sob demanda ${p.chunk} com ${kb(p.bytes)} (orçamento ` +
            `${ORCAMENTO_KB.tela} KB); maiores módulos: ${culpa(p.arquivos)}`,
        );
      }
    }
  }
  return falhas;
}
