import { perguntasAoSair } from './perguntas-ao-sair';
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

type Carregar = () => Promise<GuardadoNoAparelho>;
const carregadores = new Set<Carregar>();
const carregados = new Map<Carregar, Promise<GuardadoNoAparelho>>();

/**
 * Tells "Sair" about something a feature keeps on the device, as a loader of the feature's code:
 * called by the app's root (web/root.tsx) as it loads, so "Sair" knows it from every page,
 * whichever screens were opened, while a public page visited by no one signed in downloads none
 * of that code (docs/decisions/070-orcamento-de-script-por-tela.md).
 */
export function registrarAoSair(carregar: Carregar): void {
  carregadores.add(carregar);
}

const carregar = (c: Carregar) => {
  let p = carregados.get(c);
  if (!p) {
    // a failed download (offline, before the service worker holds the code) is tried again
    p = c().catch((err: unknown) => {
      carregados.delete(c);
      throw err;
    });
    carregados.set(c, p);
  }
  return p;
};

/**
 * Fetches what "Sair" will need while someone is signed in, so that leaving works offline too.
 * Called by the root when there is a session.
 */
export function prepararSair(): void {
  for (const c of carregadores) void carregar(c).catch(() => undefined);
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
    const guardados = await Promise.all([...carregadores].map(carregar));
    for (const g of guardados) {
      const pergunta = (await g.perguntar?.(usuarioId)) ?? null;
      if (pergunta !== null && !window.confirm(pergunta)) return false;
    }
    await Promise.all([
      ...guardados.map((g) => g.apagar(usuarioId).catch(() => undefined)),
      limparCachesDeDados().catch(() => undefined),
    ]);
  }
  signOut();
  return true;
}
