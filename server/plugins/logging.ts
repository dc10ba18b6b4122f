import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.js';

/**
 * Request logs never carry credentials, and leave the caller's address out of the Ouvidoria
 * route entirely, so a report cannot be tied to an address through the logs.
 */
export const ADDRESS_FREE_PREFIXES = ['/api/denuncias'];

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
        const hideAddress = ADDRESS_FREE_PREFIXES.some((p) => url.startsWith(p));
        return hideAddress
          ? { method: req.method, url }
          : { method: req.method, url, remoteAddress: req.ip ?? req.socket?.remoteAddress };
      },
    },
  } as FastifyServerOptions['logger'];
}
