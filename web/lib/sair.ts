import { perguntasAoSair } from './perguntar-ao-sair';
import { getSession, signOut } from './session';

/**
 * Something a feature keeps on this device for the signed-in person (IndexedDB, files), which
 * "Sair" removes: `perguntar` answers the question to ask first, or null when nothing would be
 * lost; `apagar` removes the person's part.
 */
export interface GuardadoNoAparelho {
  perguntar?: (usuarioId: number) => Promise<string | null>;
  apagar: (usuarioId: number) => Promise<void>;
}

const guardados = new Set<GuardadoNoAparelho>();

/**
 * Tells "Sair" about something a feature keeps on the device. Called by the app's root
 * (web/root.tsx) as it loads, so "Sair" knows it from every page, whichever screens were opened.
 */
export function registrarAoSair(guardado: GuardadoNoAparelho): void {
  guardados.add(guardado);
}

/**
 * Caches the app may hold besides its own files (the service worker's precache, which has no
 * personal data): none is written today, and any that appears is removed on "Sair".
 */
async function limparCachesDeDados(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const nomes = await caches.keys();
  await Promise.all(
    nomes.filter((n) => !n.startsWith('workbox-precache')).map((n) => caches.delete(n)),
  );
}

/**
 * "Sair": asks first when something would be lost (a screen's question, then each feature's),
 * then removes everything this device kept for the person — what the features registered,
 * drafts (signOut), other caches — and ends the session. Resolves false when the person chose
 * to stay.
 */
export async function sair(): Promise<boolean> {
  const session = getSession();
  // A screen holding something that cannot be had again (the Ouvidoria's receipt) asks first.
  for (const pergunta of perguntasAoSair()) if (!window.confirm(pergunta)) return false;
  if (session) {
    const usuarioId = session.user.id;
    for (const g of guardados) {
      const pergunta = (await g.perguntar?.(usuarioId)) ?? null;
      if (pergunta !== null && !window.confirm(pergunta)) return false;
    }
    await Promise.all([
      ...[...guardados].map((g) => g.apagar(usuarioId).catch(() => undefined)),
      limparCachesDeDados().catch(() => undefined),
    ]);
  }
  signOut();
  return true;
}
