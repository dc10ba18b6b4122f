/**
 * Requests refused before any route sees them: by Node's HTTP parser (headers or address too
 * large, a method it does not know, a malformed request line), or by the router (a path that is
 * not valid percent-encoding, a path segment longer than a route allows). They get the product's
 * `{"error": "..."}` in Portuguese like every other answer, never the path echoed back, and the
 * API's headers (these answers are data, never documents).
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_HEADERS } from './security.js';

const PARSER_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Endereço ou cabeçalhos da requisição grandes demais.'],
  HPE_INVALID_METHOD: [501, 'Método HTTP não suportado.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'A requisição demorou demais para chegar.'],
};
const MALFORMED: [number, string] = [400, 'Requisição malformada.'];
const METHOD_NOT_SUPPORTED = 'Método HTTP não suportado.';

/** A whole HTTP answer, written straight to the socket; the connection closes after it. */
function rawErrorAnswer(status: number, message: string): string {
  const body = JSON.stringify({ error: message });
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...API_HEADERS.map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

function answerOnSocket(socket: Duplex, [status, message]: [number, string]): void {
  if (socket.writable) socket.end(rawErrorAnswer(status, message));
  else socket.destroy();
}

/** Fastify's `clientErrorHandler`: errors of Node's HTTP parser, before any request exists. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  // a connection reset or already closed: there is no one to answer
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  answerOnSocket(socket, (err.code && PARSER_ERRORS[err.code]) || MALFORMED);
}

/** Fastify's `frameworkErrors`: the router refused the path before choosing a route. */
export function frameworkErrors(
  err: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, message]: [number, string] =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'Endereço longo demais.']
      : err.code === 'FST_ERR_BAD_URL'
        ? [400, 'Endereço inválido.']
        : [500, 'Erro interno. Tente novamente mais tarde.'];
  if (status === 500) reply.log.error({ err }, 'erro inesperado');
  for (const [name, value] of API_HEADERS) void reply.header(name, value);
  void reply.status(status).send({ error: message });
}

/**
 * CONNECT asks the server to act as a proxy; Node hands it to a 'connect' listener, or drops the
 * connection without a word when there is none. Answer it like any method the server lacks.
 */
export function refuseConnect(app: FastifyInstance): void {
  app.server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    answerOnSocket(socket, [501, METHOD_NOT_SUPPORTED]);
  });
}

/** The methods of an HTTP API: on a path no route has, they get the usual 404. */
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Any other method (PROPFIND, TRACE, SEARCH, OPTIONS…) gets 501 on any path unless a route uses
 * it: the status for a method the server does not implement, rather than a 404 that would suggest
 * a missing page. Registered before the routes, so that it sees every method they use.
 */
export function refuseUnknownMethods(app: FastifyInstance): void {
  const routed = new Set<string>(API_METHODS);
  app.addHook('onRoute', (route) => {
    for (const m of [route.method].flat()) routed.add(m.toUpperCase());
  });
  app.addHook('onRequest', (req, reply, done) => {
    if (routed.has(req.method)) return done();
    void reply.status(501).send({ error: METHOD_NOT_SUPPORTED });
  });
}
