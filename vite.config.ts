import { reactRouter } from '@react-router/dev/vite';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { ConfigError, lerOuvidoriaRetencaoDias } from './server/config.js';
import { fusoDaEmpresa } from './server/core/fuso.js';
import { siteContent } from './common/content.js';
import { MODELO, SCREENS, type Screen } from './common/screens.js';

/**
 * What every page's body loads (web/components/layout/CorpoDaPagina.tsx), on the public pages
 * and in the app alike: none of it imports React Router, which the public pages do without
 * (docs/decisions/084-paginas-publicas-sem-roteador.md; the budget test checks it).
 */
const SHELL_MODULES =
  /[\\/](web[\\/]guardados-no-aparelho\.ts|common[\\/](paths|constants|screens|roles)\.ts|web[\\/]lib[\\/](session|session-return|drafts|meta|navegacao|sair|perguntas-ao-sair|pedidos-antecipados|conexao)\.tsx?|web[\\/]content[\\/]conteudo-do-site\.tsx|web[\\/]components[\\/](layout[\\/](CorpoDaPagina|Header|Footer|Logo|SemConexao|NovaVersao)|ui[\\/](icons|CopyEmailButton))\.tsx)/;

/**
 * The small modules the public pages' routes share (the hero, the picture and its catalogue, the
 * site's images and dates): one file instead of four, each a request with its own headers on a
 * weak link (docs/decisions/026-login-pre-renderizado-e-js-enxuto.md).
 */
const SITE_MODULES =
  /[\\/]web[\\/](components[\\/](layout[\\/]PageHero|ui[\\/]Picture)\.tsx|lib[\\/](media\.ts|media-catalog\.json)|features[\\/]site[\\/]datas\.ts|content[\\/]fuso\.ts)/;

/**
 * React Router reloads the page when a screen's code cannot be fetched (its answer to a new
 * version deployed meanwhile). Without a signal, and before the app is installed on the device,
 * that reload gives the browser's own no-internet page. This build step hands the failure to the
 * app first (`window.__portalModuloFalhou`, web/components/layout/ModuloSemConexao.tsx), which
 * reloads only when the server answers and otherwise shows its own "Sem conexão" screen
 * (docs/decisions/033-tela-sem-conexao-ao-abrir.md). The build stops if the router's code no
 * longer has the reload it replaces, so an upgrade cannot bring the browser's page back unseen.
 */
function moduloSemConexao(): Plugin {
  const RELOAD = /window\.location\.reload\(\);\s*return new Promise\(\(\) => \{\s*\}\);/;
  let trocados = 0;
  return {
    name: 'portal:modulo-sem-conexao',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      if (!code.includes('reloading page...')) return null;
      if (!RELOAD.test(code)) {
        this.error(
          `${id}: a falha ao carregar uma tela mudou no React Router; revise moduloSemConexao em vite.config.ts`,
        );
      }
      trocados += 1;
      return {
        code: code.replace(
          RELOAD,
          'return window.__portalModuloFalhou ? window.__portalModuloFalhou(route.module) : (window.location.reload(), new Promise(() => {}));',
        ),
        map: null,
      };
    },
    buildEnd() {
      if (this.environment.name === 'client' && trocados === 0) {
        this.error('React Router: a recarga ao falhar o código de uma tela não foi encontrada');
      }
    },
  };
}

/**
 * The Ouvidoria's retention the privacy notice states (web/features/privacidade/retencao-do-aviso.ts),
 * validated as the server validates it; the server refuses to start when the built notice states
 * another (docs/decisions/062-retencao-da-ouvidoria-configurada.md).
 */
function ouvidoriaRetencaoDias(): number {
  try {
    return lerOuvidoriaRetencaoDias(process.env);
  } catch (err) {
    // one line, as the server says it, instead of a stack
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * What each chunk of the browser's build is made of (module → bytes of rendered code), written
 * beside the client's files, not among them (`build/modulos-do-cliente.json`), so the script
 * budgets can name the module that grew (scripts/orcamento.test.ts,
 * docs/decisions/070-orcamento-de-script-por-tela.md).
 */
function modulosDoCliente(): Plugin {
  return {
    name: 'portal:modulos-do-cliente',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const chunks: Record<
        string,
        { modules: Record<string, number>; imports: string[]; dynamicImports: string[] }
      > = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, m] of Object.entries(out.modules)) {
          if (m.renderedLength > 0) modules[path.relative(process.cwd(), id)] = m.renderedLength;
        }
        chunks[out.fileName] = {
          modules,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
        };
      }
      fs.writeFileSync(
        path.join(options.dir, '..', 'modulos-do-cliente.json'),
        JSON.stringify({ chunks }, null, 1),
      );
    },
  };
}

/**
 * The public pages' own entries (web/site-cliente.tsx, docs/decisions/084-paginas-publicas-sem-roteador.md):
 * one per public screen of common/screens.ts, which hydrates its route module without React
 * Router. Written beside the client's files (`build/paginas-publicas.json`): for each page, the
 * address it is pre-rendered at, its entry and every file that entry loads, which
 * scripts/defer-scripts.mjs writes into the page and the budget test measures.
 */
function paginasPublicas(): Plugin {
  const VIRTUAL = 'virtual:pagina-publica:';
  const publicas = SCREENS.filter((s) => s.area === 'public');
  const entradas = new Map<string, string>();
  return {
    name: 'portal:paginas-publicas',
    apply: 'build',
    buildStart() {
      if (this.environment.name !== 'client') return;
      for (const s of publicas) {
        const nome = `pagina-${path.basename(s.module, '.tsx')}`;
        entradas.set(s.path, this.emitFile({ type: 'chunk', id: VIRTUAL + s.path, name: nome }));
      }
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const tela: Screen | undefined = publicas.find(
        (s) => s.path === id.slice(VIRTUAL.length + 1),
      );
      const [modulo, nome] = tela?.pagina?.split('#') ?? [];
      if (!tela || !modulo || !nome) {
        this.error(`${tela?.path ?? id}: página pública sem \`pagina\` em common/screens.ts`);
      }
      return [
        `import { hidratarPaginaPublica } from ${JSON.stringify(path.resolve('web/site-cliente.tsx'))};`,
        `import { ${nome} } from ${JSON.stringify(path.resolve('web', modulo))};`,
        `hidratarPaginaPublica(${nome});`,
      ].join('\n');
    },
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const fecho = (arquivo: string, visto = new Set<string>()): Set<string> => {
        if (visto.has(arquivo)) return visto;
        visto.add(arquivo);
        const c = bundle[arquivo];
        if (c?.type === 'chunk') for (const i of c.imports) fecho(i, visto);
        return visto;
      };
      const paginas = publicas.map((s) => {
        const entrada = this.getFileName(entradas.get(s.path)!);
        return {
          rota: s.path,
          url: s.path.replace(/:[a-z]+$/, MODELO),
          entrada: `/${entrada}`,
          arquivos: [...fecho(entrada)].map((f) => `/${f}`),
        };
      });
      fs.writeFileSync(
        path.join(options.dir, '..', 'paginas-publicas.json'),
        JSON.stringify({ paginas }, null, 1),
      );
    },
  };
}

/** Constants both builds (the browser's and the public pages' server one) write into the code. */
export const constantesDaBuild = () => {
  const site = JSON.parse(fs.readFileSync(path.resolve('content/site.json'), 'utf8'));
  return {
    // the company's time zone, read from content/site.json as the server reads it (web/content/fuso.ts)
    __FUSO_DA_EMPRESA__: JSON.stringify(fusoDaEmpresa(site)),
    // the privacy notice's encarregado (web/content/privacidade.ts)
    __PRIVACIDADE_DA_EMPRESA__: JSON.stringify(
      siteContent.shape.privacidade.parse(site.privacidade),
    ),
    __CONTACT_FORM_ENDPOINT__: JSON.stringify(process.env.CONTACT_FORM_ENDPOINT ?? ''),
    __OUVIDORIA_RETENCAO_DIAS__: JSON.stringify(ouvidoriaRetencaoDias()),
  };
};

export default defineConfig({
  plugins: [reactRouter(), moduloSemConexao(), modulosDoCliente(), paginasPublicas()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer files on every page: on a weak link each request waits for a connection and a
        // round trip (docs/decisions/026-login-pre-renderizado-e-js-enxuto.md). React, React DOM
        // and the router travel together, and so do the small modules every page's root loads
        // (header, footer, session, paths). Route modules and portal code keep their own chunks.
        // React Router apart from React: the public pages load React alone
        // (docs/decisions/084-paginas-publicas-sem-roteador.md).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 4,
            },
            {
              name: 'roteador',
              test: /node_modules[\\/]react-router[\\/]|[\\/]web[\\/](root\.tsx|components[\\/]layout[\\/](NavigationProgress|ModuloSemConexao)\.tsx)/,
              priority: 2,
            },
            {
              // every portal screen reads through TanStack Query: one file, not four
              name: 'consultas',
              test: /node_modules[\\/]@tanstack[\\/]/,
              priority: 1,
            },
            {
              name: 'shell',
              test: SHELL_MODULES,
              priority: 3,
            },
            {
              name: 'sitio',
              test: SITE_MODULES,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // The contact form posts to an external provider when the site is built with one (docs/product/contato.md).
  define: constantesDaBuild(),
});
