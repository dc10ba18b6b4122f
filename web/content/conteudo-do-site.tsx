/**
 * The content a public page is drawn from (common/conteudo-publico.ts): what the server put in the
 * page's data block, read once, or — on a page the server did not fill (the build's pre-render, a
 * copy kept offline) — the content the build started with, which is also what the database holds
 * until someone edits it (docs/decisions/076-conteudo-do-site.md).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { ID_DO_BLOCO_DO_SITE, type ConteudoDoSite } from '../../common/conteudo-publico';
import type { Empresa } from '../../common/schemas/conteudo';

/**
 * The site as the build draws it, content/site.json's facts: set on the server only, by the
 * pre-render (web/entry.server.tsx) and the server build (web/site-ssr.tsx). The browser reads
 * every page's data block, which the build writes into its own pages too
 * (scripts/bloco-do-site.mjs): the facts are not in its code. The build's gallery is the pages'
 * own (web/features/site/galeria.ts), loaded only by the pages that show it.
 */
let daBuild: ConteudoDoSite | undefined;

/** On the server: the content a page is drawn from when no other is given. */
export function definirConteudoDaBuild(empresa: Empresa): ConteudoDoSite {
  daBuild = { empresa };
  return daBuild;
}

let daPagina: ConteudoDoSite | undefined;

/**
 * The content of the page the browser opened: its data block, read once (a later client-side
 * move to another public page keeps it, the facts and gallery being the same on every page).
 */
export function conteudoDaPagina(): ConteudoDoSite {
  if (daPagina) return daPagina;
  const bloco =
    typeof document === 'undefined'
      ? undefined
      : document.getElementById(ID_DO_BLOCO_DO_SITE)?.textContent;
  const lido = bloco ? (JSON.parse(bloco) as ConteudoDoSite) : daBuild;
  if (!lido) throw new Error('Página sem o bloco de conteúdo do site.');
  if (bloco) daPagina = lido;
  return lido;
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
