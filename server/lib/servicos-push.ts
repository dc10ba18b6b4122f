/**
 * Which push services the server may post to (PUSH_SERVICOS, docs/decisions/046-push.md): a
 * subscription names the address the server will later send a request to, so an address a user
 * chose would let them make the server call anything it can reach. Only https origins on a list
 * are accepted; a host may start with `*.` (any subdomain, not the bare domain).
 */

/** The public services of Chrome/Android, Firefox, Safari/iOS and Edge. */
export const SERVICOS_PUSH_PADRAO = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
] as const;

export interface ServicoPush {
  /** a wildcard's suffix starts with a dot: `.push.apple.com` */
  host: string;
  qualquerSubdominio: boolean;
  porta: string;
}

/** Parses one origin of the list; throws a Portuguese message naming it when it is not one. */
export function lerServicoPush(origem: string): ServicoPush {
  const m = /^https:\/\/(\*\.)?([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}))?\/?$/i.exec(
    origem.trim(),
  );
  if (!m) throw new Error(`"${origem}" não é uma origem https (ex.: https://fcm.googleapis.com)`);
  const host = m[2]!.toLowerCase();
  return {
    host: m[1] ? `.${host}` : host,
    qualquerSubdominio: !!m[1],
    porta: m[3] && m[3] !== '443' ? m[3] : '',
  };
}

/**
 * The address a subscription names, parsed once (docs/decisions/054-push-endurecido.md): the
 * WHATWG parser reads it, and only an endpoint that is already what that parser writes back (its
 * `href`) is taken, so that nothing downstream — the database, the log, the request — can read it
 * otherwise. A form the parser rewrites (`https:/host/…`, `https:host/…`, backslashes, tabs, an
 * upper-case scheme or host, a numeric host, a default port, dots in the path) never came from a
 * browser, whose `PushSubscription.endpoint` is that serialisation. A host ending in a dot is
 * refused too (the parser keeps it, a resolver reads it as another name).
 */
export function enderecoDePush(
  endpoint: string,
  servicos: readonly ServicoPush[],
): URL | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.href !== endpoint || endpoint.includes('#')) return undefined;
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  const host = url.hostname;
  if (host.endsWith('.')) return undefined;
  const permitido = servicos.some(
    (s) =>
      s.porta === url.port &&
      (s.qualquerSubdominio
        ? host.endsWith(s.host) && host.length > s.host.length
        : host === s.host),
  );
  return permitido ? url : undefined;
}
