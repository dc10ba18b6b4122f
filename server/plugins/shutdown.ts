import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Stopping (docs/product/operacao.md; docs/decisions/029-resiliencia.md). On SIGTERM server/main.ts drains
 * (`drenar`), then closes the app:
 *
 *  1. the instance says it is not ready (`/api/health/pronto` → 503 "instância encerrando");
 *  2. it stops accepting connections, so a proxy's next new connection is refused and goes to
 *     another instance (deploy/nginx/portal.conf retries a refused connection there);
 *  3. the live streams end with a reconnect hint (`retry:`), and come back on another instance;
 *  4. requests that arrive on connections already open are still served, answered with
 *     `Connection: close`; a connection left idle is not cut by this side while the proxy may be
 *     sending on it (the proxy closes its own idle ones: `keepalive_timeout` in the nginx
 *     configuration, shorter than DRENAGEM_MS), until none is left or DRENAGEM_MS have passed;
 *  5. then Fastify closes what is idle and waits for the requests in flight; server/main.ts cuts
 *     whatever is still open at the deadline and exits 0: ENCERRAMENTO_S (server/config.ts), 9.5 s
 *     by default and at most the 10 s of docs/product/operacao.md, counted from the signal, so a
 *     deadline under DRENAGEM_MS cuts the drain short.
 */
const DRENAGEM_MS = 3_000;
/** The reconnect hint sent to live streams that a stopping instance ends: spread over 0.5–1.5 s. */
const retryDosStreams = () => 500 + Math.floor(Math.random() * 1_000);

/** Steps 1–4 above; resolves when no connection is left or DRENAGEM_MS have passed. */
export async function drenar(app: FastifyInstance): Promise<void> {
  app.ctx.instancia.encerrando = true;
  const server = app.server;
  if (!server.listening) return;
  // net's close, not http's: http's also cuts the idle keep-alive connections at once, and a
  // proxy that is sending a request on one of them at that moment gets an error it cannot
  // retry (a POST is never sent twice).
  net.Server.prototype.close.call(server);
  for (const fim of app.ctx.instancia.aoEncerrar) fim(retryDosStreams());
  const ate = Date.now() + DRENAGEM_MS;
  while (Date.now() < ate && (await conexoes(server)) > 0) {
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Once stopping starts (draining, or `app.close()`), requests still in flight are answered with
 * `Connection: close`, so their keep-alive sockets end with the answer instead of holding the
 * server open until the keep-alive timeout.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing || app.ctx.instancia.encerrando) reply.header('connection', 'close');
    done(null, payload);
  });
}

const conexoes = (server: net.Server) =>
  new Promise<number>((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n)));
