/**
 * A body over its limit is answered 413, and the answer reaches a client that is still sending:
 * the server reads and drops what follows (within bounds) before it closes, so the client reads
 * the answer and a clean end, never a reset (server/plugins/fechamento-gradual.ts). Over a real
 * socket: `inject` has none.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildAtendimento } from '../test/factories.js';
import { multipart } from '../test/multipart.js';
import { LEITURA_MAXIMA_BYTES, LEITURA_MAXIMA_MS } from './fechamento-gradual.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    limits: {
      loginFailuresPerAddress: 1e6,
      denunciasPerWindow: 1e6,
      acompanhamentoPerWindow: 1e6,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Envio {
  /** the whole answer as read, or '' */
  resposta: string;
  /** the socket's error (ECONNRESET, EPIPE), or a connection the server never closed */
  erro?: string;
  /** bytes of the body written before the connection ended */
  enviados: number;
  ms: number;
}

interface ComoEnviar {
  pedaco?: number;
  pausaMs?: number;
  chunked?: boolean;
}

/**
 * Sends the request's head, then its body in pieces with a pause between them, as an uploading
 * client does, whatever the server answers meanwhile (its answer and its FIN do not stop the
 * sending: `allowHalfOpen`); reads until the server closes.
 */
function enviarDevagar(
  cabecalho: string,
  corpo: Buffer | Iterable<Buffer>,
  como: ComoEnviar = {},
): Promise<Envio> {
  const { pedaco = 64 * 1024, pausaMs = 3, chunked = false } = como;
  const inicio = Date.now();
  return new Promise((resolve) => {
    const partes: Buffer[] = [];
    let erro: string | undefined;
    let enviados = 0;
    let terminou = false;
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    socket.on('data', (d) => partes.push(d));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      erro ??= e.code ?? e.message;
    });
    // the server's FIN: a client that has sent its whole body closes too
    socket.on('end', () => {
      if (terminou) socket.end();
    });
    socket.on('close', () =>
      resolve({
        resposta: Buffer.concat(partes).toString('utf8'),
        erro,
        enviados,
        ms: Date.now() - inicio,
      }),
    );
    const escrever = (b: Buffer | string) =>
      new Promise<void>((ok) => (socket.destroyed ? ok() : socket.write(b, () => ok())));
    void (async () => {
      await escrever(cabecalho);
      for (const p of Buffer.isBuffer(corpo) ? emPedacos(corpo, pedaco) : corpo) {
        if (socket.destroyed) break;
        const tamanho = Buffer.from(`${p.length.toString(16)}\r\n`);
        await escrever(chunked ? Buffer.concat([tamanho, p, Buffer.from('\r\n')]) : p);
        enviados += p.length;
        if (pausaMs) await new Promise((r) => setTimeout(r, pausaMs));
      }
      if (chunked) await escrever('0\r\n\r\n');
      terminou = true;
      if (socket.destroyed) return;
      if (socket.readableEnded) socket.end();
      // the server closes once it has what it reads: a connection it keeps is a failure
      setTimeout(() => {
        erro ??= 'o servidor não fechou a conexão';
        socket.destroy();
      }, LEITURA_MAXIMA_MS + 3_000).unref();
    })();
  });
}

function* emPedacos(corpo: Buffer, tamanho: number): Generator<Buffer> {
  for (let i = 0; i < corpo.length; i += tamanho) yield corpo.subarray(i, i + tamanho);
}

const cabecalho = (url: string, tipo: string, tamanho?: number, extra = '') =>
  `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${tipo}\r\n` +
  (tamanho === undefined ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${tamanho}\r\n`) +
  `${extra}\r\n`;

function respostaDe(envio: Envio): { status: number; cabecalhos: string; corpo: unknown } {
  const [cab = '', corpo = ''] = envio.resposta.split('\r\n\r\n');
  return {
    status: Number(cab.split(' ')[1]),
    cabecalhos: cab.toLowerCase(),
    corpo: JSON.parse(corpo),
  };
}

/** The whole answer, `Connection: close`, and no reset on the way. */
function esperarResposta(envio: Envio, status: number, mensagem: string) {
  expect(envio.erro, envio.resposta.slice(0, 100)).toBeUndefined();
  const r = respostaDe(envio);
  expect(r.status).toBe(status);
  expect(r.cabecalhos).toContain('connection: close');
  expect(r.corpo).toEqual({ error: mensagem });
}

/** A JSON body of `bytes` bytes. */
const jsonDe = (bytes: number) =>
  Buffer.from(JSON.stringify({ login: 'x', senha: 'y'.repeat(bytes - 27) }));

const GRANDE_DEMAIS = 'Conteúdo grande demais.';
const ARQUIVO_GRANDE_DEMAIS = 'Arquivo grande demais. O limite é 10 MB.';
/** Clients at once, and rounds of them: the scan saw resets under a load of 4 to 8. */
const AO_MESMO_TEMPO = 4;
const RODADAS = 3;

async function variasVezes(envio: () => Promise<Envio>, status: number, mensagem: string) {
  for (let r = 0; r < RODADAS; r++) {
    const envios = await Promise.all(Array.from({ length: AO_MESMO_TEMPO }, envio));
    for (const e of envios) esperarResposta(e, status, mensagem);
  }
}

describe('an answer before the body has all come reaches the client, never a reset', () => {
  const json = jsonDe(1_500_000);

  it('1.5 MB of JSON with its length said: 413 at once, the rest read and dropped', () =>
    variasVezes(
      () => enviarDevagar(cabecalho('/api/login', 'application/json', json.length), json),
      413,
      GRANDE_DEMAIS,
    ));

  it('1.5 MB of JSON in chunks (no length said): 413 past the limit', () =>
    variasVezes(
      () => enviarDevagar(cabecalho('/api/login', 'application/json'), json, { chunked: true }),
      413,
      GRANDE_DEMAIS,
    ));

  it('the Ouvidoria’s own limit (256 KB)', () =>
    variasVezes(
      () =>
        enviarDevagar(cabecalho('/api/denuncias', 'application/json', 600_000), jsonDe(600_000)),
      413,
      GRANDE_DEMAIS,
    ));

  it('a 401 given before the body is read', () =>
    variasVezes(
      () =>
        enviarDevagar(
          cabecalho('/api/atendimentos/1/mensagens', 'application/json', json.length),
          json,
        ),
      401,
      'Autenticação necessária.',
    ));

  it('a file over 10 MB, in the support chat and in the Ouvidoria’s evidence', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const arquivo = { name: 'grande.png', body: Buffer.alloc(11 * 1024 * 1024, 1) };
    const chat = multipart({}, arquivo);
    const evidencia = multipart({ protocolo: 'X', chave: 'Y' }, arquivo);
    const como = { pedaco: 256 * 1024, pausaMs: 1 };
    for (let i = 0; i < 2; i++) {
      const [a, b] = await Promise.all([
        enviarDevagar(
          cabecalho(
            `/api/atendimentos/${ticket.id}/upload`,
            chat.headers['content-type'],
            chat.payload.length,
            `Authorization: ${owner.auth.authorization}\r\n`,
          ),
          chat.payload,
          como,
        ),
        enviarDevagar(
          cabecalho(
            '/api/denuncias/acompanhamento/anexos',
            evidencia.headers['content-type'],
            evidencia.payload.length,
          ),
          evidencia.payload,
          como,
        ),
      ]);
      esperarResposta(a!, 413, ARQUIVO_GRANDE_DEMAIS);
      esperarResposta(b!, 413, ARQUIVO_GRANDE_DEMAIS);
    }
  });

  it('what is read after the answer is bounded: a 1 GB body is cut once the bound is read', async () => {
    const pedaco = Buffer.alloc(256 * 1024, 0x20);
    const vezes = 4096;
    const envio = await enviarDevagar(
      cabecalho('/api/login', 'application/json', pedaco.length * vezes),
      (function* () {
        for (let i = 0; i < vezes; i++) yield pedaco;
      })(),
      { pausaMs: 0 },
    );
    expect(respostaDe(envio).status).toBe(413);
    // the bound, plus what the two sides' buffers held when the server closed
    expect(envio.enviados).toBeGreaterThan(LEITURA_MAXIMA_BYTES);
    expect(envio.enviados).toBeLessThan(LEITURA_MAXIMA_BYTES + 64 * 1024 * 1024);
  });

  it('and in time: a client that sends a trickle is cut after the wait', async () => {
    const envio = await enviarDevagar(
      cabecalho('/api/login', 'application/json', json.length),
      json,
      { pedaco: 1_000, pausaMs: 200 },
    );
    expect(respostaDe(envio).status).toBe(413);
    expect(envio.ms).toBeGreaterThanOrEqual(LEITURA_MAXIMA_MS - 100);
    expect(envio.ms).toBeLessThan(LEITURA_MAXIMA_MS + 2_000);
  });

  it('afterwards the server is healthy and keeps no connection open', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    await res.text();
    const abertas = await new Promise<number>((r) => t.app.server.getConnections((_e, n) => r(n)));
    expect(abertas).toBeLessThanOrEqual(1);
  });
});
