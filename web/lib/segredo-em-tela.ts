/**
 * A secret shown only once (the two-factor recovery codes) is on screen: while it is, no guard
 * moves the person to another screen (the Código de Conduta, a required step), or the secret
 * would be lost for good (docs/decisions/058-segredo-em-tela.md). The screen holds it from the
 * moment the server's answer arrives, before anything else changes, until the person says they
 * kept it; guards read `useSegredoEmTela()`.
 */
import { useSyncExternalStore } from 'react';

const ouvintes = new Set<() => void>();
let abertos = 0;

function mudar(delta: number) {
  abertos += delta;
  for (const o of ouvintes) o();
}

const assinar = (o: () => void) => {
  ouvintes.add(o);
  return () => ouvintes.delete(o);
};

const emTela = () => abertos > 0;

/** For guards: true while a one-time secret is on screen. */
export function useSegredoEmTela(): boolean {
  return useSyncExternalStore(assinar, emTela, () => false);
}

/** Holds the screen for a one-time secret; answers the release (calling it twice is harmless). */
export function segurarSegredo(): () => void {
  mudar(1);
  let solto = false;
  return () => {
    if (solto) return;
    solto = true;
    mudar(-1);
  };
}
