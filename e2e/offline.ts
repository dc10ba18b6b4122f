/** Helpers of the installable-app specs: the service worker, caches and the device's storage. */
import type { Page } from '@playwright/test';

/** Waits until the service worker is active, its precache complete. */
export async function appNoAparelho(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Every url held in Cache Storage, by cache name. */
export function urlsEmCache(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const nome of await caches.keys()) {
      const cache = await caches.open(nome);
      out[nome] = (await cache.keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

/** Every record of the app's IndexedDB stores: the chat's queue and the conversation kept. */
export function registrosNoAparelho(page: Page): Promise<unknown[]> {
  return page.evaluate(async () => {
    const ler = (banco: string, loja: string) =>
      new Promise<unknown[]>((resolve) => {
        const req = indexedDB.open(banco);
        req.onupgradeneeded = () => req.result.createObjectStore(loja);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains(loja)) return resolve([]);
          const all = db.transaction(loja).objectStore(loja).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => resolve([]);
        };
        req.onerror = () => resolve([]);
      });
    return [...(await ler('portal-fila', 'itens')), ...(await ler('portal-conversa', 'conversas'))];
  });
}
