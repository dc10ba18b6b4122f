/**
 * One request to a push service (RFC 8030 §5), to the address the allow-list approved
 * (server/lib/servicos-push.ts) and nowhere else (docs/decisions/054-push-endurecido.md):
 *  - the connection goes to that URL's host and port, taken from the parsed URL itself: no other
 *    parser reads the address on its way to the socket;
 *  - a redirect is an answer like any other (its status), never followed;
 *  - the whole request, from connecting to the answer's status, has one deadline; the body of an
 *    answer is not needed (only its status is), so at most `maxResposta` bytes of it are read, to
 *    let the connection be reused, and past that (or past the deadline) the connection is closed.
 * A push service that trickles or floods its answer therefore holds a send for at most the
 * deadline and costs at most `maxResposta` bytes of memory.
 */
import https from 'node:https';

export interface LimitesDoEnvio {
  /** from connecting to the last byte read of the answer */
  prazoMs: number;
  /** the most of an answer's body that is read */
  maxResposta: number;
}

/** the deadline is the default of PUSH_PRAZO_S (server/config.ts) */
export const LIMITES_DO_ENVIO: LimitesDoEnvio = { prazoMs: 10_000, maxResposta: 64 * 1024 };

/**
 * Posts `corpo` to `url` and answers the status of the push service's reply; rejects when no
 * status came (no connection, a reset, the deadline). `limites`: LIMITES_DO_ENVIO with the
 * configured deadline (PUSH_PRAZO_S, server/config.ts).
 */
export function postarNoServico(
  url: URL,
  headers: Record<string, string | number>,
  corpo: Buffer,
  limites: LimitesDoEnvio,
): Promise<number> {
  const signal = AbortSignal.timeout(limites.prazoMs);
  return new Promise<number>((resolve, reject) => {
    const req = https.request(
      {
        protocol: 'https:',
        // the parsed host as it is (an IPv6 literal without its brackets), the port it names
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port === '' ? 443 : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers,
        signal,
      },
      (res) => {
        resolve(res.statusCode ?? 0);
        let lidos = 0;
        res.on('data', (parte: Buffer) => {
          lidos += parte.length;
          if (lidos > limites.maxResposta) res.destroy();
        });
        // the deadline or the limit ends the reading: the status was the answer
        res.on('error', () => undefined);
      },
    );
    req.on('error', reject);
    req.end(corpo);
  });
}
