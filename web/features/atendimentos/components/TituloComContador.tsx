import { useEffect } from 'react';
import { useContadores } from '../../../lib/eventos-provider';

/**
 * Puts the employee's count of answered tickets before the tab's title ("(1) Suporte | …"),
 * whatever title the screen sets: the router rewrites the title on each screen, so the prefix is
 * put back each time it changes.
 */
export function TituloComContador() {
  const n = useContadores()?.meus_atendimentos?.respondidos ?? 0;
  useEffect(() => {
    const limpo = (t: string) => t.replace(/^\(\d+\) /, '');
    const aplicar = () => {
      const desejado = n > 0 ? `(${n}) ${limpo(document.title)}` : limpo(document.title);
      if (document.title !== desejado) document.title = desejado;
    };
    aplicar();
    const observador = new MutationObserver(aplicar);
    observador.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observador.disconnect();
      document.title = limpo(document.title);
    };
  }, [n]);
  return null;
}
