import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { perguntas } from './perguntas-ao-sair';
import { getSession } from './session';

/**
 * A navigation's state that moves on without asking: the screen's own move once what it held is
 * safe (sent, registered).
 */
export const SEM_PERGUNTA = { semPergunta: true } as const;

const semPergunta = (estado: unknown): boolean =>
  typeof estado === 'object' && estado !== null && 'semPergunta' in estado;

/**
 * While `ativo`, leaving the screen asks first: closing or reloading the tab (the browser's own
 * question) and moving to another screen of the app (the returned blocker, for the screen to show
 * as a dialog). With `aoSair`, "Sair" asks that question too (web/lib/sair.ts), since it ends the
 * session before it moves; without it, "Sair" is left to ask its own. With `naMesmaTela`, a move
 * within the same screen that changes its query (a form at `?novo=1` leaving for `?id=2`) asks too.
 */
export function usePerguntarAoSair(
  ativo: boolean,
  aoSair?: string,
  { naMesmaTela = false }: { naMesmaTela?: boolean } = {},
) {
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
      ativo &&
      getSession() !== null &&
      !semPergunta(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (naMesmaTela && currentLocation.search !== nextLocation.search)),
  );
}
