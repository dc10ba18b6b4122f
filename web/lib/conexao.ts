/**
 * Whether the app can reach the server: the browser says it is offline, or the last call to the
 * API got no answer at all. The "Sem conexão" notice and the chat's waiting queue read it.
 * A call that gets any answer, or the browser coming back online, clears the second case.
 */
import { useSyncExternalStore } from 'react';

let servidorFora = false;
const listeners = new Set<() => void>();

function avisar() {
  for (const l of listeners) l();
}

/** Called by the API client after each call: `respondeu` false when no answer came. */
export function notarServidor(respondeu: boolean): void {
  if (servidorFora !== respondeu) return;
  servidorFora = !respondeu;
  avisar();
}

/** True when there is no connection to the server, as far as the app knows. */
export function semConexao(): boolean {
  return typeof navigator !== 'undefined' && (!navigator.onLine || servidorFora);
}

// The browser coming back online clears "no answer" whether or not a screen is listening.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    servidorFora = false;
    avisar();
  });
  window.addEventListener('offline', avisar);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `semConexao()` as React state; false while pre-rendering and during hydration. */
export function useSemConexao(): boolean {
  return useSyncExternalStore(subscribe, semConexao, () => false);
}
