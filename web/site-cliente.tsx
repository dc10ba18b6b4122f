/**
 * The public pages' start-up (docs/decisions/084-paginas-publicas-sem-roteador.md). A public page
 * opened directly hydrates its pre-rendered HTML with this and React only, without React Router:
 * its links load the next page as any web page does (web/lib/navegacao.tsx), and the script a
 * phone downloads for the public site is React and the page, not the app's router. Each public
 * page has its own small entry that calls this with its route module (vite.config.ts,
 * `paginasPublicas`); the build writes the page's HTML to load it after the first paint
 * (scripts/defer-scripts.mjs). Inside the app (the portal, or the app shell offline), the same
 * route modules are drawn by the router, under the same body (web/root.tsx).
 */
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CorpoDaPagina } from './components/layout/CorpoDaPagina';
import { navegacaoDoDocumento, ProvedorDeNavegacao } from './lib/navegacao';
import './guardados-no-aparelho';

export function hidratarPaginaPublica(Pagina: ComponentType) {
  // The body as the root (web/root.tsx draws the same children there): React leaves alone the
  // page's own scripts after them. In a transition, as React Router's own start does: the work
  // is cut into short tasks, and a tap meanwhile is not kept waiting behind one long one.
  startTransition(() => {
    hydrateRoot(
      document.body,
      <ProvedorDeNavegacao valor={navegacaoDoDocumento()}>
        <CorpoDaPagina>
          <Pagina />
        </CorpoDaPagina>
      </ProvedorDeNavegacao>,
    );
  });
}
