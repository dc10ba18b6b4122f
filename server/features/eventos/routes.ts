/**
 * `GET /api/eventos`: the signed-in user's live stream of Server-Sent Events
 * (docs/product/eventos.md, docs/decisions/015-eventos-ao-vivo.md). The bearer token travels in
 * the Authorization header, as on every call: the screens read the stream with fetch.
 */
import { fastifySSE } from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../core/current-user.js';
import { HttpError, unauthorized } from '../../lib/errors.js';
import { Distribuidor } from './distribuidor.js';

export const SO_EVENTOS = 'Este endereço envia apenas eventos ao vivo (Accept: text/event-stream).';

/** No Accept, or one that admits text/event-stream (RFC 9110 wildcards included). */
function aceitaEventos(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.split(',').some((item) => {
    const [tipo = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) return false;
    return ['text/event-stream', 'text/*', '*/*'].includes(tipo.trim());
  });
}

/** A comment line at least this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

export default async function eventosRoutes(app: FastifyInstance) {
  await app.register(fastifySSE, { heartbeatInterval: HEARTBEAT_MS });
  const distribuidor = new Distribuidor(app.ctx, app.log);
  await distribuidor.iniciar();
  // Streams never finish by themselves: stopping ends them with a reconnect hint, first
  // (server/plugins/shutdown.ts), so that they come back on another instance; closing, always.
  app.ctx.instancia.aoEncerrar.add((retryMs) => distribuidor.fechar(retryMs));
  app.ctx.instancia.streamsAbertos = () => distribuidor.conectados;
  app.addHook('preClose', async () => distribuidor.fechar());

  app.get(
    '/api/eventos',
    // 'manual': the plugin's own refusal of other Accept values is in English and not in the
    // product's shape; the route answers it.
    { onRequest: requireUser(), sse: { kind: 'manual' } },
    async (req, reply) => {
      if (!aceitaEventos(req.headers.accept)) throw new HttpError(406, SO_EVENTOS);
      const user = currentUser(req);
      if (!req.claims) throw unauthorized();
      // An id this server never gives (not a number) is answered like an unknown one: reinicio.
      const ultimo = reply.sse.lastEventId;
      const desde = ultimo === null ? null : /^\d{1,15}$/.test(ultimo) ? Number(ultimo) : Infinity;
      reply.sse.keepAlive();
      const sair = await distribuidor.assinar(
        {
          userId: user.id,
          claims: req.claims,
          role: user.role,
          papeis_gestores: user.papeis_gestores,
          enviar: (e) => {
            if (reply.sse.isConnected) reply.sse.send(e).catch(() => undefined);
          },
          fechar: (retryMs) => {
            if (!retryMs || !reply.sse.isConnected) return reply.sse.close();
            reply.sse
              .send({ retry: retryMs, data: undefined })
              .catch(() => undefined)
              .finally(() => reply.sse.close());
          },
        },
        desde,
      );
      reply.sse.onClose(sair);
      if (!reply.sse.isConnected) sair();
    },
  );
}
