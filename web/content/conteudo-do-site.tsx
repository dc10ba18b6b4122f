/**
 * The content a public page is drawn from (common/conteudo-publico.ts): what the server put in the
 * page's data block, read once, or — on a page the server did not fill (the build's pre-render, a
 * copy kept offline) — the content the build started with, which is also what the database holds
 * until someone edits it (docs/decisions/076-conteudo-do-site.md).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { ID_DO_BLOCO_DO_SITE, type ConteudoDoSite } from '../../common/conteudo-publico';
import type { Empresa } from '../../common/schemas/conteudo';
import { COMPANY } from './site';

/**
 * The site as the build draws it: content/site.json's facts. The build's gallery is the pages'
 * own (web/features/site/galeria.ts), loaded only by the pages that show it.
 */
export const CONTEUDO_DA_BUILD: ConteudoDoSite = { empresa: COMPANY satisfies Empresa };

let daPagina: ConteudoDoSite | undefined;

/**
 * The content of the page the browser opened: its data block, read once (a later client-side
 * move to another public page keeps it, the facts and gallery being the same on every page).
 */
export function conteudoDaPagina(): ConteudoDoSite {
  if (daPagina) return daPagina;
  if (typeof document === 'undefined') return CONTEUDO_DA_BUILD;
  const bloco = document.getElementById(ID_DO_BLOCO_DO_SITE)?.textContent;
  try {
    daPagina = bloco ? (JSON.parse(bloco) as ConteudoDoSite) : CONTEUDO_DA_BUILD;
  } catch {
    daPagina = CONTEUDO_DA_BUILD;
  }
  return daPagina;
}

/**
 * Runs `f` (a route's `meta`, which has no React context) with `c` as the page's content: the
 * server's rendering of a page (web/site-ssr.tsx).
 */
export function comConteudoDaPagina<T>(c: ConteudoDoSite, f: () => T): T {
  const antes = daPagina;
  daPagina = c;
  try {
    return f();
  } finally {
    daPagina = antes;
  }
}

const Contexto = createContext<ConteudoDoSite | null>(null);

/** Gives the pages the content they draw; without `valor`, the page's own. */
export function ConteudoDoSiteProvider({
  valor,
  children,
}: {
  valor?: ConteudoDoSite;
  children: ReactNode;
}) {
  return <Contexto.Provider value={valor ?? conteudoDaPagina()}>{children}</Contexto.Provider>;
}

export function useConteudoDoSite(): ConteudoDoSite {
  return useContext(Contexto) ?? conteudoDaPagina();
}

export const useEmpresa = (): Empresa => useConteudoDoSite().empresa;

export const enderecoCompleto = (e: Empresa) =>
  `${e.address.street}, ${e.address.district}, ${e.address.city} - ${e.address.state}, CEP ${e.address.postalCode}`;
