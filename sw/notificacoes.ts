/**
 * Push notices in the service worker (docs/product/avisos.md): a push shows its kind's fixed
 * title, and nothing else travels; a tap opens its screen, in a tab of the portal already open
 * when there is one. Notices about the same thing share a tag, so the phone shows the newest one
 * instead of a pile.
 */

export interface Carga {
  tipo: string;
  titulo: string;
  url: string;
}

const PADRAO: Carga = { tipo: 'aviso', titulo: 'Portal do Colaborador', url: '/portal' };

/** The notice's `{tipo, titulo, url}`; a push without one (or a malformed one) opens the portal. */
export function lerCarga(texto: string | undefined): Carga {
  try {
    const c = JSON.parse(texto ?? '') as Partial<Carga>;
    if (typeof c.titulo !== 'string' || typeof c.tipo !== 'string') return PADRAO;
    // only a path of this portal: never another site
    const url = typeof c.url === 'string' && /^\/(?!\/)/.test(c.url) ? c.url : PADRAO.url;
    return { tipo: c.tipo, titulo: c.titulo.slice(0, 80), url };
  } catch {
    return PADRAO;
  }
}

/** The tab a tap should use: one already on the screen, else any tab of the portal. */
export function abaPara<T extends { url: string }>(
  abas: readonly T[],
  url: string,
  origem: string,
): T | undefined {
  const alvo = new URL(url, origem).href;
  return abas.find((a) => a.url === alvo) ?? abas.find((a) => new URL(a.url).origin === origem);
}
