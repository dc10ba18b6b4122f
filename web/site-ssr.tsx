/**
 * The public pages drawn on the server at run time, from the content in the database: a second,
 * server-only build of these modules (vite.ssr.config.ts) that server/features/conteudo/paginas.ts
 * loads at start. The same components as the build's pre-render draw them, under the same root
 * (web/root.tsx), so a page looks the same whether it was built or published, and the browser's
 * first render, reading the content from the page's data block, matches it
 * (docs/decisions/076-conteudo-do-site.md).
 */
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type MetaDescriptor,
  type RouteObject,
} from 'react-router';
import type { ConteudoDoSite } from '../common/conteudo-publico';
import { company } from '../content/site.json';
import {
  ConteudoDoSiteProvider,
  comConteudoDaPagina,
  definirConteudoDaBuild,
} from './content/conteudo-do-site';
import { GALERIA_DA_BUILD } from './features/site/galeria';
import App from './root';
import * as about from './routes/about';
import * as activities from './routes/activities';
import * as contact from './routes/contact';
import * as home from './routes/home';
import * as login from './routes/login';
import * as noticia from './routes/noticia';
import * as noticias from './routes/noticias';
import * as privacidade from './routes/privacidade';
import * as trabalheConosco from './routes/trabalhe-conosco';
import PortalLayout from './routes/portal-layout';
import * as portal from './routes/portal';
import * as atendimento from './routes/atendimento';
import * as codigoDeConduta from './routes/codigo-de-conduta';
import * as denuncias from './routes/denuncias';
import * as meusDados from './routes/meus-dados';
import * as painelAtendimentos from './routes/painel-atendimentos';
import * as suporte from './routes/suporte';

interface Modulo {
  default: () => ReactNode;
  meta?: () => MetaDescriptor[];
  handle?: unknown;
}

/** The pages the server draws, by the route pattern of common/screens.ts. */
const PAGINAS: Record<string, Modulo> = {
  '/': home,
  '/about': about,
  '/activities': activities,
  '/contact': contact,
  '/privacidade': privacidade,
  '/login': login,
  '/noticias': noticias,
  '/noticias/:slug': noticia,
  '/trabalhe-conosco': trabalheConosco,
};

/**
 * The portal's pre-rendered screens (`preDesenhada` in common/screens.ts), under the portal's
 * layout: drawn with the site's content, they show their casca (web/lib/casca.tsx), as built.
 */
const TELAS_DO_PORTAL: Record<string, Modulo> = {
  '/portal': portal,
  '/atendimento': atendimento,
  '/codigo-de-conduta': codigoDeConduta,
  '/denuncias': denuncias,
  '/meus-dados': meusDados,
  '/painel-atendimentos': painelAtendimentos,
  '/suporte': suporte,
};

const rotaDe = (padrao: string, m: Modulo): RouteObject =>
  padrao === '/'
    ? { id: padrao, index: true, Component: m.default, handle: m.handle }
    : { id: padrao, path: padrao.slice(1), Component: m.default, handle: m.handle };

const rotas: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: App,
    children: [
      ...Object.entries(PAGINAS).map(([padrao, m]) => rotaDe(padrao, m)),
      {
        id: 'portal-layout',
        Component: PortalLayout,
        children: Object.entries(TELAS_DO_PORTAL).map(([padrao, m]) => rotaDe(padrao, m)),
      },
    ],
  },
];
const MODULOS: Record<string, Modulo> = { ...PAGINAS, ...TELAS_DO_PORTAL };
const handler = createStaticHandler(rotas);

// As React Router's <Meta /> writes a JSON-LD block's text.
const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const escapar = (s: string) => s.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]!);

/** A route's meta descriptors as React Router's <Meta /> renders them. */
function elementosDoMeta(meta: MetaDescriptor[]): ReactNode[] {
  return meta.map((d) => {
    if ('tagName' in d) {
      const { tagName, ...resto } = d as { tagName: string } & Record<string, unknown>;
      return createElement(tagName, { key: JSON.stringify(resto), ...resto });
    }
    if ('title' in d) return createElement('title', { key: 'title' }, String(d.title));
    if ('script:ld+json' in d) {
      const json = JSON.stringify(d['script:ld+json']);
      return createElement('script', {
        key: `script:ld+json:${json}`,
        type: 'application/ld+json',
        dangerouslySetInnerHTML: { __html: escapar(json) },
      });
    }
    return createElement('meta', { key: JSON.stringify(d), ...d });
  });
}

export interface PaginaDesenhada {
  /** the route pattern drawn (common/screens.ts) */
  rota: string;
  /** what React Router's <Meta /> puts in the head */
  cabeca: string;
  /** what the root puts in the body, before React Router's scripts */
  corpo: string;
}

/** Draws the page at `caminho` from `conteudo`; null when no public page has that path. */
export async function desenharPagina(
  caminho: string,
  conteudo: ConteudoDoSite,
): Promise<PaginaDesenhada | null> {
  const contexto = await handler.query(new Request(new URL(caminho, 'http://site.local')));
  if (contexto instanceof Response) return null;
  const folha = contexto.matches[contexto.matches.length - 1];
  const id = folha?.route.id;
  const modulo = id ? MODULOS[id] : undefined;
  if (!modulo || contexto.errors) return null;
  const meta = comConteudoDaPagina(conteudo, () => modulo.meta?.() ?? []);
  // a portal screen's head script, which asks for its data as the page arrives, depends on no
  // content: the server keeps the build's (server/features/conteudo/paginas.ts)
  const cabeca = renderToString(createElement(Fragment, null, ...elementosDoMeta(meta)));
  const router = createStaticRouter(handler.dataRoutes, contexto);
  // as the build's pre-render (web/entry.server.tsx): waits for the parts the portal's layout
  // loads apart, which draw nothing before the browser has the page
  const fluxo = await renderToReadableStream(
    <ConteudoDoSiteProvider valor={conteudo}>
      <StaticRouterProvider router={router} context={contexto} hydrate={false} />
    </ConteudoDoSiteProvider>,
  );
  await fluxo.allReady;
  const corpo = await new Response(fluxo).text();
  return { rota: id!, cabeca, corpo };
}

/** The content the build's pre-render drew the pages from (a test compares the two). */
export const CONTEUDO_DA_BUILD: ConteudoDoSite = {
  ...definirConteudoDaBuild(company),
  galeria: GALERIA_DA_BUILD,
};
