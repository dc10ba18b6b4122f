import type { ComponentType, ReactNode } from 'react';
import { useMatches } from 'react-router';

/**
 * A portal screen's route `handle`: what the screen shows before its code has run. The screens
 * marked `preDesenhada` in common/screens.ts are pre-rendered with it, so a phone on a weak signal
 * paints the screen's frame and text from the HTML alone, before the scripts and the data arrive
 * (docs/decisions/081-telas-do-portal-pre-desenhadas.md). It is the screen's own loading state:
 * nothing in it depends on who is signed in, and it holds no field (what is typed into a field
 * that is then replaced would be lost).
 */
export interface HandleDaTela {
  Casca?: ComponentType;
  /**
   * the API addresses the screen asks for as it opens, exactly as its code asks them: the page's
   * head asks them before the code arrives (web/lib/pedidos-antecipados.ts)
   */
  dados?: readonly string[];
  /**
   * the source of a function, run by the page's head with those requests, that draws the
   * screen's content from their answers before the code arrives; called at pre-render only
   */
  preDesenho?: () => string;
}

/** The current screen's handle, for the page's head (web/root.tsx). */
export function useHandleDaTela(): HandleDaTela | undefined {
  return useMatches().at(-1)?.handle as HandleDaTela | undefined;
}

/**
 * A page still loading: its section (`classe`, the screen's own class beside `page`), what the
 * screen already shows above its content (`children`: its header), and the loading line.
 */
export function PaginaCarregando({
  classe,
  texto = 'Carregando...',
  children,
}: {
  classe?: string;
  texto?: string;
  children?: ReactNode;
}) {
  return (
    <section className={classe ? `page ${classe}` : 'page'}>
      {children}
      <p className="card page-loading" role="status">
        {texto}
      </p>
    </section>
  );
}

/** What a screen with no casca of its own shows while it loads. */
export function CascaPadrao() {
  return <PaginaCarregando />;
}

/** The current screen's casca (web/routes/portal-layout.tsx draws it until the browser takes over). */
export function CascaDaTela() {
  const folha = useMatches().at(-1)?.handle as HandleDaTela | undefined;
  const Casca = folha?.Casca ?? CascaPadrao;
  return <Casca />;
}
