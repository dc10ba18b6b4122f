import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a screen that is not needed for its first paint (a notice, a badge, a prefetch):
 * its code is asked for once the screen has drawn, so it counts in no screen's first download
 * (docs/decisions/070-orcamento-de-script-por-tela.md). Nothing is shown in its place while it
 * comes; when its code cannot be had (no signal, before the service worker holds it) nothing is
 * shown either, and it is asked for again when the connection returns.
 */
export function parteAdiada<P extends object>(
  carregar: () => Promise<ComponentType<P>>,
): (props: P) => ReactNode {
  const fazer = () =>
    lazy<ComponentType<P>>(() =>
      carregar().then(
        (C) => ({ default: C }),
        () => {
          falhou = true;
          return { default: Nada };
        },
      ),
    );
  let falhou = false;
  let Parte = fazer();
  return function ParteAdiada(props: P) {
    const [, outraVez] = useState(0);
    useEffect(() => {
      if (!falhou) return;
      const voltar = () => {
        falhou = false;
        Parte = fazer();
        outraVez((n) => n + 1);
      };
      window.addEventListener('online', voltar, { once: true });
      return () => window.removeEventListener('online', voltar);
    });
    return (
      <Suspense fallback={null}>
        <Parte {...props} />
      </Suspense>
    );
  };
}

function Nada() {
  return null;
}
