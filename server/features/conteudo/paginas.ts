/**
 * The public pages drawn from the database's content (docs/decisions/076-conteudo-do-site.md): the
 * server build of the public components (web/site-ssr.tsx, built into build/ssr) draws a page's
 * head tags and body, which go into the page the build pre-rendered for that route in place of
 * its own, with the content the page was drawn from in a data block the browser does not run
 * (the first client render reads it) and the page's schema.org data. A page is kept, with its
 * compressed forms, until the change feed says the site's content changed (./publico.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import {
  ID_DO_BLOCO_DO_SITE,
  type ConteudoDoSite,
  type NoticiaNoSite,
} from '../../../common/conteudo-publico.js';
import { jobPosting, jsonLdSeguro, newsArticle } from '../../../common/dados-estruturados.js';
import { MODELO, PORTAL_PRE_DESENHADAS, PUBLIC_PAGES, screenFor } from '../../../common/screens.js';
import type { Noticia } from '../../../common/schemas/conteudo.js';
import type { AppContext } from '../../context.js';
import { renderizarMarkdown } from './markdown.js';
import { conteudoPublico, derivado, type ConteudoPublico } from './publico.js';

/** News on a page of /noticias. */
export const NOTICIAS_POR_PAGINA = 12;

interface PaginaDesenhada {
  rota: string;
  cabeca: string;
  corpo: string;
}
type Desenhar = (caminho: string, c: ConteudoDoSite) => Promise<PaginaDesenhada | null>;

export interface PaginaPronta {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A pre-rendered page cut where the drawn head tags and body go. */
interface Modelo {
  antes: string;
  meio: string;
  depois: string;
}

const FIM_DO_ICONE = '<link rel="apple-touch-icon"';
/** The data block the build wrote into its pages (scripts/bloco-do-site.mjs), replaced here. */
export const BLOCO_DA_BUILD = new RegExp(
  `<script type="application/json" id="${ID_DO_BLOCO_DO_SITE}">.*?</script>`,
  's',
);

/**
 * Cuts a pre-rendered page: the route's head tags run from after the touch icon to the first
 * style sheet (React Router's <Meta /> then <Links />, web/root.tsx) or, on a portal screen, to
 * its head script, which is kept as the build wrote it (it depends on no content, and the
 * server's policy allows it by the hash of those bytes); the root's body from `<body>` to the
 * footer's end; the build's data block is left out. A test holds that a page drawn here from
 * the build's content is the pre-rendered page byte for byte (paginas.test.ts).
 */
export function cortarModelo(construida: string): Modelo | null {
  const html = construida.replace(BLOCO_DA_BUILD, '');
  const icone = html.indexOf(FIM_DO_ICONE);
  const inicioCabeca = icone < 0 ? -1 : html.indexOf('>', icone) + 1;
  const estilos = html.indexOf('<link rel="stylesheet"', inicioCabeca);
  const script = html.indexOf('<script>', inicioCabeca);
  const fimCabeca = script >= 0 && script < estilos ? script : estilos;
  const inicioCorpo = html.indexOf('<body>') + '<body>'.length;
  const fimCorpo = html.lastIndexOf('</footer>') + '</footer>'.length;
  if (icone < 0 || fimCabeca < 0 || inicioCorpo < 6 || fimCorpo < inicioCorpo) return null;
  return {
    antes: html.slice(0, inicioCabeca),
    meio: html.slice(fimCabeca, inicioCorpo),
    depois: html.slice(fimCorpo),
  };
}

const noSite = (n: Noticia): NoticiaNoSite => ({
  slug: n.slug,
  titulo: n.titulo,
  resumo: n.resumo,
  capa: n.capa_imagem,
  capa_alt: n.capa_alt,
  publicada_em: n.publicada_em ?? n.criado_em,
});

interface Escolha {
  conteudo: ConteudoDoSite;
  dadosEstruturados: unknown[];
}

/** What the page at `rota` is drawn from; null when it has nothing at this address (404). */
function escolher(
  c: ConteudoPublico,
  rota: string,
  caminho: string,
  pagina: number,
  base: string,
): Escolha | null {
  const comum = { empresa: c.empresa, galeria: c.galeria };
  if (rota === '/noticias') {
    const total = Math.max(1, Math.ceil(c.noticias.length / NOTICIAS_POR_PAGINA));
    if (pagina > total) return null;
    const inicio = (pagina - 1) * NOTICIAS_POR_PAGINA;
    return {
      conteudo: {
        ...comum,
        noticias: c.noticias.slice(inicio, inicio + NOTICIAS_POR_PAGINA).map(noSite),
        paginaDasNoticias: { atual: pagina, total },
      },
      dadosEstruturados: [],
    };
  }
  if (rota === '/noticias/:slug') {
    const slug = caminho.slice('/noticias/'.length);
    const n = c.noticias.find((x) => x.slug === slug);
    if (!n) return null;
    return {
      conteudo: {
        ...comum,
        noticia: {
          ...noSite(n),
          html: renderizarMarkdown(n.corpo),
          atualizado_em: n.atualizado_em,
        },
      },
      dadosEstruturados: [newsArticle(n, c.empresa, base)],
    };
  }
  if (rota === '/trabalhe-conosco') {
    return {
      conteudo: {
        ...comum,
        vagas: c.vagas.map((v) => ({
          id: v.id,
          titulo: v.titulo,
          local: v.local,
          tipo: v.tipo,
          descricao: v.descricao,
          requisitos: v.requisitos,
          encerra_em: v.encerra_em,
        })),
      },
      dadosEstruturados: c.vagas.map((v) => jobPosting(v, c.empresa, base)),
    };
  }
  return { conteudo: comum, dadosEstruturados: [] };
}

function pronta(html: string): PaginaPronta {
  const raw = Buffer.from(html);
  return {
    raw,
    // a page is made again after every change of the content: a quick brotli, not the build's
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: zlib.gzipSync(raw),
  };
}

export interface PaginasDoSite {
  /**
   * The page at `caminho` (no trailing slash) drawn from the content now: undefined when it is
   * not a page drawn here, null when it is one but has nothing at this address.
   */
  pagina(caminho: string, req: FastifyRequest): Promise<PaginaPronta | null | undefined>;
  /** the content's data block, for pages drawn in the browser (the portal's shell) */
  blocoDoSite(): Promise<string>;
}

const bloco = (c: ConteudoDoSite) =>
  `<script type="application/json" id="${ID_DO_BLOCO_DO_SITE}">${jsonLdSeguro(c)}</script>`;

/**
 * Loads the server build of the public pages and the pre-rendered pages it draws into. Without
 * them (no build), null: the pages are served as they were built.
 */
export async function carregarPaginas(
  ctx: AppContext,
  webDir: string,
  base: (req: FastifyRequest) => string,
): Promise<PaginasDoSite | null> {
  const modulo = path.join(webDir, '..', 'ssr', 'site-ssr.js');
  if (!fs.existsSync(modulo)) return null;
  const { desenharPagina } = (await import(pathToFileURL(modulo).href)) as {
    desenharPagina: Desenhar;
  };
  const modelos = new Map<string, Modelo>();
  for (const url of [...PUBLIC_PAGES, '/login', ...PORTAL_PRE_DESENHADAS]) {
    const arquivo = path.join(webDir, url, 'index.html');
    const modelo = fs.existsSync(arquivo) ? cortarModelo(fs.readFileSync(arquivo, 'utf8')) : null;
    const rota = screenFor(url)?.path;
    if (modelo && rota) modelos.set(rota, modelo);
  }

  return {
    async pagina(caminho, req) {
      const rota = screenFor(caminho)?.path;
      const modelo = rota ? modelos.get(rota) : undefined;
      if (!rota || !modelo) return undefined;
      if (caminho.endsWith(`/${MODELO}`)) return null;
      const pedida = rota === '/noticias' ? paginaPedida(req) : 1;
      if (pedida === null) return null;
      const b = base(req);
      // an address with nothing (an unknown slug) is answered without keeping anything for it
      if (!escolher(await conteudoPublico(ctx), rota, caminho, pedida, b)) return null;
      return derivado(ctx, `pagina ${b} ${caminho} ${pedida}`, async (c) => {
        const escolha = escolher(c, rota, caminho, pedida, b);
        if (!escolha) return null;
        const desenhada = await desenharPagina(caminho, escolha.conteudo);
        if (!desenhada) return null;
        const extras = [
          ...escolha.dadosEstruturados.map(
            (d) => `<script type="application/ld+json">${jsonLdSeguro(d)}</script>`,
          ),
          bloco(escolha.conteudo),
        ].join('');
        const html =
          modelo.antes + desenhada.cabeca + modelo.meio + desenhada.corpo + modelo.depois;
        return pronta(html.replace('</head>', `${extras}</head>`));
      });
    },
    blocoDoSite: () =>
      derivado(ctx, 'bloco do site', (c) => bloco({ empresa: c.empresa, galeria: c.galeria })),
  };
}

/** `?pagina=N` of /noticias: 1 without it, null when it is not a page number. */
function paginaPedida(req: FastifyRequest): number | null {
  const v = (req.query as Record<string, unknown> | undefined)?.pagina;
  if (v === undefined) return 1;
  return typeof v === 'string' && /^[1-9]\d{0,4}$/.test(v) ? Number(v) : null;
}
