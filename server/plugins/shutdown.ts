import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: once closing starts, requests still in flight are answered with
 * `Connection: close`, so their keep-alive sockets end with the answer instead of holding the
 * server open until the keep-alive timeout. New requests get Fastify's 503.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
