/**
 * Lingering close (docs/decisions/057-fechamento-gradual-ids-e-backup.md): an answer given
 * before the request's body has all arrived — a 413 for a body over its limit (the API's 1 MB,
 * the Ouvidoria's 256 KB, an upload's 10 MB), a 401 before a body is read — reaches a client
 * that is still sending.
 *
 * Such an answer says `Connection: close`, and Node then closes the socket as soon as the answer
 * is written (`socket.destroySoon()` when the response finishes). A socket closed with bytes of
 * the client's still unread, or still arriving, makes the kernel answer with a reset: the client
 * gets ECONNRESET or EPIPE, often before it has read the answer (RFC 9112 §9.6, "the TCP reset
 * problem"). So here, as nginx's lingering close does, the socket sends the answer and its FIN,
 * then goes on reading and dropping what the client sends until its body ends, the client
 * closes, LEITURA_MAXIMA_BYTES more have come or LEITURA_MAXIMA_MS have passed; only then is it
 * closed.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What is read of a refused body after the answer, at most. */
export const LEITURA_MAXIMA_BYTES = 4 * 1024 * 1024;
/** How long a refused body is read after the answer, at most. */
export const LEITURA_MAXIMA_MS = 5_000;

export function registrarFechamentoGradual(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!req.raw.complete) {
      // the client must not send another request on a connection this side will close
      void reply.header('connection', 'close');
      fecharDepoisDeLer(req.raw);
    }
    done(null, payload);
  });
}

const jaTratados = new WeakSet<Socket>();

/**
 * From the answer on, the rest of the body is read here and dropped (counted on the request:
 * a listener of its own also keeps Node from "dumping" it, which drops it unseen). Node calls
 * the socket's `destroySoon` once the answer, with `Connection: close`, is written: it waits
 * here, within bounds, for the client to finish.
 */
function fecharDepoisDeLer(req: IncomingMessage): void {
  const socket = req.socket;
  if (jaTratados.has(socket)) return;
  jaTratados.add(socket);
  let lidos = 0;
  let limite = Infinity;
  const fechar = () => socket.destroy();
  req.on('data', (pedaco: Buffer) => {
    lidos += pedaco.length;
    if (lidos > limite) fechar();
  });
  const doNode = socket.destroySoon;
  socket.destroySoon = () => {
    socket.destroySoon = doNode;
    if (req.complete || socket.destroyed) return socket.destroySoon();
    // the answer, then this side's FIN: the client knows the answer is whole
    socket.end();
    limite = lidos + LEITURA_MAXIMA_BYTES;
    const prazo = setTimeout(fechar, LEITURA_MAXIMA_MS);
    prazo.unref();
    socket.once('close', () => clearTimeout(prazo));
    // the client's FIN: it sends nothing more
    socket.once('end', fechar);
    // the body's end: what follows would be another request, which this connection does not take
    req.once('end', fechar);
    // a reader that gave up (a multipart stream that stopped) lets go, so nothing holds the flow
    req.unpipe();
    req.resume();
  };
}
