import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { getSession } from '../../../lib/session';

/**
 * While messages wait to be sent, leaving the chat asks first: closing or reloading the tab (the
 * browser's own question) and moving to another screen of the app (the returned blocker, shown
 * as a dialog). The waiting items stay on the device either way; the question is so the person
 * knows they have not gone out. "Sair" asks its own question (web/lib/sair.ts) and ends the
 * session first, so it is not asked twice.
 */
export function useSairComFila(aguardando: boolean) {
  useEffect(() => {
    if (!aguardando) return;
    const antes = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older browsers need a value to show their question
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', antes);
    return () => window.removeEventListener('beforeunload', antes);
  }, [aguardando]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      aguardando && getSession() !== null && currentLocation.pathname !== nextLocation.pathname,
  );
}
