/**
 * What the public site shows of the content (docs/product/conteudo.md): the facts, the visible
 * gallery items, the published news and the public openings — read once and kept in memory until
 * the change feed says a table of the site's content may have changed, on this instance or on
 * another (docs/decisions/076-conteudo-do-site.md). A draft, a hidden item or a closed opening is
 * never in it.
 */
import type { Empresa, ItemDaGaleria, Noticia, Vaga } from '../../../common/schemas/conteudo.js';
import type { AppContext } from '../../context.js';
import { itemApresentado, noticiaApresentada, vagaApresentada } from './apresentacao.js';
import { listarGaleria, noticiasPublicadas, vagasPublicas } from './repository.js';
import { hoje, lerEmpresa } from './service.js';

export interface ConteudoPublico {
  empresa: Empresa;
  galeria: ItemDaGaleria[];
  noticias: Noticia[];
  vagas: Vaga[];
  /** the company's day it was read on: an opening past its closing day leaves with the day */
  dia: string;
}

/** The tables the public content is read from: a change to any empties the cache. */
export const TABELAS_DO_SITE = new Set([
  'site_empresa',
  'site_galeria',
  'site_imagens',
  'site_noticias',
  'site_vagas',
]);

async function ler(ctx: AppContext): Promise<ConteudoPublico> {
  const dia = hoje(ctx);
  const [empresa, galeria, noticias, vagas] = await Promise.all([
    lerEmpresa(ctx),
    listarGaleria(ctx.db),
    noticiasPublicadas(ctx.db),
    vagasPublicas(ctx.db, dia),
  ]);
  return {
    empresa,
    galeria: galeria.map(itemApresentado).filter((i) => i.visivel),
    noticias: noticias.map(noticiaApresentada),
    vagas: vagas.map((v) => vagaApresentada(v, dia)),
    dia,
  };
}

interface Cache {
  valor?: Promise<ConteudoPublico>;
  /** grows whenever the site's tables may change: a read that saw it move keeps nothing */
  geracao: number;
  /** what the cache's users derived from the content (a page's HTML), emptied with it */
  derivados: Map<string, unknown>;
}

const caches = new WeakMap<AppContext, Cache>();

function cacheDe(ctx: AppContext): Cache {
  let c = caches.get(ctx);
  if (c) return c;
  const novo: Cache = { geracao: 0, derivados: new Map() };
  ctx.dbHandle.changes.onPossibleChange((tabelas) => {
    if (tabelas !== 'all' && ![...tabelas].some((t) => TABELAS_DO_SITE.has(t))) return;
    novo.geracao++;
    novo.valor = undefined;
    novo.derivados.clear();
  });
  caches.set(ctx, (c = novo));
  return c;
}

/**
 * The public content, from memory while nothing changed. While the feed does not see every change
 * (PostgreSQL's listener down), every call reads the database.
 */
export async function conteudoPublico(ctx: AppContext): Promise<ConteudoPublico> {
  const c = cacheDe(ctx);
  if (!ctx.dbHandle.changes.supported) return ler(ctx);
  const dia = hoje(ctx);
  if (c.valor) {
    const v = await c.valor;
    if (v.dia === dia) return v;
    c.valor = undefined;
    c.derivados.clear();
  }
  const geracao = c.geracao;
  const lendo = ler(ctx);
  c.valor = lendo;
  try {
    const v = await lendo;
    if (c.geracao !== geracao && c.valor === lendo) c.valor = undefined;
    return v;
  } catch (err) {
    if (c.valor === lendo) c.valor = undefined;
    throw err;
  }
}

/**
 * Something made from the public content (a page's HTML, the sitemap, the feed), kept with it:
 * made again after any change of the content.
 */
export async function derivado<T>(
  ctx: AppContext,
  chave: string,
  fazer: (c: ConteudoPublico) => T | Promise<T>,
): Promise<T> {
  const conteudo = await conteudoPublico(ctx);
  const c = cacheDe(ctx);
  const geracao = c.geracao;
  const ja = c.derivados.get(chave) as { de: ConteudoPublico; valor: T } | undefined;
  if (ja && ja.de === conteudo) return ja.valor;
  const valor = await fazer(conteudo);
  if (c.geracao === geracao && ctx.dbHandle.changes.supported) {
    c.derivados.set(chave, { de: conteudo, valor });
  }
  return valor;
}
