import { useEffect, useState } from 'react';
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

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelado = false;
    const registrar = async () => {
      // Loaded apart: the public pages' first paint does not wait for it.
      const { Workbox } = await import('workbox-window');
      if (cancelado) return;
      const w = new Workbox(appFiles.serviceWorker);
      w.addEventListener('waiting', () => setEsperando(true));
      w.addEventListener('controlling', (e) => {
        if (e.isUpdate) window.location.reload();
      });
      void w.register();
      setWb(w);
    };
    if (document.readyState === 'complete') void registrar();
    else window.addEventListener('load', () => void registrar(), { once: true });
    return () => {
      cancelado = true;
    };
  }, []);

  return (
    <div role="status" className={esperando && wb ? 'aviso-versao' : undefined}>
      {esperando && wb && (
        <>
          <p>Nova versão disponível</p>
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => wb.messageSkipWaiting()}
          >
            Atualizar
          </button>
        </>
      )}
    </div>
  );
}
