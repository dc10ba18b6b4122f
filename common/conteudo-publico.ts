/**
 * What a public page is drawn from (docs/product/conteudo.md): the company's facts, the visible
 * gallery and photo grids, and on the pages that show them the published news or the public
 * openings. The server renders a page from it and sends it in the page, in a data block the
 * browser does not run, so the first client render draws the same page
 * (docs/decisions/076-conteudo-do-site.md). Types only: no schema library reaches the browser.
 */
import type { Empresa, ImagemDoSite, ItemDaGaleria, Vaga } from './schemas/conteudo.js';

/** A published news item as the list shows it. */
export interface NoticiaNoSite {
  slug: string;
  titulo: string;
  resumo: string;
  capa: ImagemDoSite | null;
  capa_alt: string;
  /** ISO instant of its first publication */
  publicada_em: string;
}

/** A published news item's page: its body already rendered from Markdown and sanitised. */
export interface NoticiaCompleta extends NoticiaNoSite {
  html: string;
  atualizado_em: string;
}

export type VagaNoSite = Pick<
  Vaga,
  'id' | 'titulo' | 'local' | 'tipo' | 'descricao' | 'requisitos' | 'encerra_em'
>;

export interface ConteudoDoSite {
  empresa: Empresa;
  /** visible items only, in their order; absent, the build's (web/features/site/galeria.ts) */
  galeria?: ItemDaGaleria[];
  /** on /noticias: one page of them */
  noticias?: NoticiaNoSite[];
  paginaDasNoticias?: { atual: number; total: number };
  /** on /noticias/{slug} */
  noticia?: NoticiaCompleta;
  /** on /trabalhe-conosco */
  vagas?: VagaNoSite[];
}

/** The id of the data block (`<script type="application/json">`) a served page carries. */
export const ID_DO_BLOCO_DO_SITE = 'conteudo-do-site';
