/**
 * Request logs never carry credentials or query strings, and carry the caller's address only
 * where it serves security (the login route, for brute-force investigations). Page loads, assets
 * and every other call are logged without it, so the logs cannot tie an Ouvidoria report to an
 * address by its timing (the report's own route also logs with a format of its own).
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.js';

const ADDRESS_LOGGED_ROUTES = ['/api/login'];

export function loggerOptions(
  config: Config,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !stream) return false;
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req(req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        const url = req.url.split('?')[0] ?? req.url;
        return ADDRESS_LOGGED_ROUTES.includes(url)
          ? { method: req.method, url, remoteAddress: req.ip ?? req.socket?.remoteAddress }
          : { method: req.method, url };
      },
    },
  } as FastifyServerOptions['logger'];
}

/**
 * Every answer carries its request's id (`X-Request-Id`), the `reqId` of its log line, so that a
 * person's "it failed at 10:42" can be found in the log. The Ouvidoria's reporter routes log
 * nothing (server/plugins/registro-por-hora.ts): their id is answered to the reporter only and
 * kept nowhere.
 */
export function responderIdDaRequisicao(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    done();
  });
}
