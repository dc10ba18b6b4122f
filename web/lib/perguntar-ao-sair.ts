import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { getSession } from './session';

/** Questions "Sair" must ask first, registered by the screens that hold something to lose. */
const perguntas = new Set<string>();

/** The questions "Sair" asks before ending the session (web/lib/sair.ts). */
export const perguntasAoSair = (): string[] => [...perguntas];

/**
 * While `ativo`, leaving the screen asks first: closing or reloading the tab (the browser's own
 * question) and moving to another screen of the app (the returned blocker, for the screen to show
 * as a dialog). With `aoSair`, "Sair" asks that question too (web/lib/sair.ts), since it ends the
 * session before it moves; without it, "Sair" is left to ask its own.
 */
export function usePerguntarAoSair(ativo: boolean, aoSair?: string) {
  useEffect(() => {
    if (!ativo) return;
    const antes = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older browsers need a value to show their question
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', antes);
    if (aoSair) perguntas.add(aoSair);
    return () => {
      window.removeEventListener('beforeunload', antes);
      if (aoSair) perguntas.delete(aoSair);
    };
  }, [ativo, aoSair]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      ativo && getSession() !== null && currentLocation.pathname !== nextLocation.pathname,
  );
}
