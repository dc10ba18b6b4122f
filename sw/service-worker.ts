/**
 * The service worker (docs/decisions/025-app-instalavel-e-offline.md). It keeps the app itself on
 * the device — the app shell, the pre-rendered pages, every route's script and style, icons and
 * fonts — so that every screen opens without a signal. It never keeps data: `/api/*` (answers,
 * the live stream, signed file urls) is not handled here at all and goes straight to the
 * network, so nothing personal lands in Cache Storage.
 *
 * A new version installs beside the old one and waits: the page shows "Nova versão disponível"
 * and only the "Atualizar" button (message `SKIP_WAITING`) lets it take over, so one page never
 * mixes the old version's files with the new one's.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { abaPara, lerCarga } from './notificacoes';
import { SHELL, paginaPreRenderizada } from './rotas';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

// Pages are answered by the navigation route below (network first), never straight from the
// precache: no `/` → `/index.html` nor `/about` → `/about.html` guessing here.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/**
 * A navigation asks the network first (fresh HTML when there is a signal) but waits only a few
 * seconds: on a weak signal the saved page is better than a long blank screen. Nothing is saved
 * from the network here; the fallback is the precached page or the app shell.
 */
const ESPERA_MS = 4_000;

async function daRede(request: Request): Promise<Response | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const desiste = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ESPERA_MS);
  });
  try {
    return await Promise.race([fetch(request), desiste]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

registerRoute(
  new NavigationRoute(
    async (opts) => {
      const res = await daRede(opts.request);
      if (res) return res;
      const pathname = new URL(opts.request.url).pathname;
      return (
        (await matchPrecache(paginaPreRenderizada(pathname))) ??
        (await matchPrecache(SHELL)) ??
        Response.error()
      );
    },
    // Opening a file or the API in a tab is not the app: always the network.
    { denylist: [/^\/api(\/|$)/] },
  ),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A push notice (docs/product/avisos.md): the kind's fixed title, nothing of what was written.
self.addEventListener('push', (event) => {
  const carga = lerCarga(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(carga.titulo, {
      body: 'Toque para abrir o Portal do Colaborador.',
      icon: '/icons/icone-192.png',
      badge: '/icons/icone-192.png',
      // the newest notice about the same screen replaces the one before
      tag: carga.url,
      data: { url: carga.url },
      lang: 'pt-BR',
    }),
  );
});

// A tap opens the notice's screen, in a tab of the portal already open when there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = lerCarga(
    JSON.stringify({ tipo: 'aviso', titulo: '', ...event.notification.data }),
  ).url;
  event.waitUntil(
    (async () => {
      const abas = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const aba = abaPara(abas, url, self.location.origin);
      if (!aba) {
        await self.clients.openWindow(url);
        return;
      }
      const focada = await aba.focus();
      if (new URL(focada.url).pathname !== url) await focada.navigate(url);
    })(),
  );
});
