import { useEffect, useRef, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { appFiles } from '../../../common/paths';

/**
 * Installs the service worker (sw/service-worker.ts) once the page has loaded, and announces a
 * new version: it waits beside the running one until "Atualizar" lets it take over, then every
 * open tab reloads, so no page runs old files next to new ones.
 */
export function NovaVersao() {
  const [wb, setWb] = useState<Workbox | null>(null);
  const [esperando, setEsperando] = useState(false);
  const pediu = useRef(false);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelado = false;
    const registrar = async () => {
      // Loaded apart: the public pages' first paint does not wait for it.
      const { Workbox } = await import('workbox-window');
      if (cancelado) return;
      const w = new Workbox(appFiles.serviceWorker);
      w.addEventListener('waiting', () => setEsperando(true));
      // This tab and the others: the new version has taken over, load its files.
      w.addEventListener('controlling', (e) => {
        if (e.isUpdate) window.location.reload();
      });
      // A page opened before the first version was installed is not controlled and gets no
      // `controlling`: reload it when the version it asked for is active.
      w.addEventListener('activated', (e) => {
        if (e.isUpdate && pediu.current) window.location.reload();
      });
      setWb(w);
      await w.register();
    };
    // Refused (no signal for the worker's file, a browser that forbids it, private mode): the
    // app works without it, and the next page load asks again. Not an error to report.
    const tentar = () => void registrar().catch(() => undefined);
    if (document.readyState === 'complete') tentar();
    else window.addEventListener('load', tentar, { once: true });
    return () => {
      cancelado = true;
    };
  }, []);

  return (
    <div aria-live="polite">
      {esperando && wb && (
        <div role="status" className="aviso-versao">
          <p>Nova versão disponível</p>
          <button
            type="button"
            className="btn btn--accent btn--small"
            onClick={() => {
              pediu.current = true;
              wb.messageSkipWaiting();
            }}
          >
            Atualizar
          </button>
        </div>
      )}
    </div>
  );
}
