/**
 * A push service of our own for the tests (RFC 8030), on a random loopback port over HTTPS with
 * the test certificate of ./push/ (trusted through NODE_EXTRA_CA_CERTS, set by vitest.config.ts):
 * it keeps every request it receives and answers what the test tells it to. `navegador()` makes a
 * browser's subscription to it, with the keys to read what arrives: the decryption (RFC 8291) and
 * the VAPID check (RFC 8292) are written here from the RFCs, not taken from the library the
 * server sends with.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

const PASTA = path.join(import.meta.dirname, 'push');
/** the certificate authority that signed the service's certificate (the CA's key was thrown away) */
export const AC_DE_TESTE = path.join(PASTA, 'ac.pem');

export interface Recebido {
  caminho: string;
  headers: Record<string, string | string[] | undefined>;
  corpo: Buffer;
  /** when the request's last byte arrived (ms, performance.now()) */
  em: number;
}

export interface Navegador {
  /** what `PushSubscription.toJSON()` gives */
  inscricao: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** the plaintext of a notice sent to this subscription */
  ler(r: Recebido): string;
}

export async function servicoPush() {
  const recebidos: Recebido[] = [];
  /**
   * the status to answer (201 by default), or a function of the request; or `responder`, which
   * answers as it likes (a flood, a trickle, a redirect) and says whether it did
   */
  const estado: {
    status: number | ((r: Recebido) => number);
    aoReceber?: (r: Recebido) => void;
    responder?: (r: Recebido, res: ServerResponse) => boolean;
  } = { status: 201 };
  const server = https.createServer(
    {
      key: fs.readFileSync(path.join(PASTA, 'chave.pem')),
      cert: fs.readFileSync(path.join(PASTA, 'certificado.pem')),
    },
    (req, res) => {
      const partes: Buffer[] = [];
      req.on('data', (c: Buffer) => partes.push(c));
      req.on('end', () => {
        const r: Recebido = {
          caminho: req.url ?? '',
          headers: req.headers,
          corpo: Buffer.concat(partes),
          em: performance.now(),
        };
        recebidos.push(r);
        estado.aoReceber?.(r);
        if (estado.responder?.(r, res)) return;
        const status = typeof estado.status === 'function' ? estado.status(r) : estado.status;
        res.writeHead(status, status === 201 ? { Location: `/mensagem/${recebidos.length}` } : {});
        res.end();
      });
    },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const origem = `https://127.0.0.1:${port}`;
  return {
    origem,
    porta: port,
    recebidos,
    estado,
    /** the requests for one subscription */
    para: (n: Navegador) => recebidos.filter((r) => n.inscricao.endpoint.endsWith(r.caminho)),
    navegador: () => novoNavegador(origem),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * Every TLS connection this process opens from now on, where it was made to (host and port as
 * handed to the socket, after every parser): what a request really reached, whatever its URL said.
 */
export function vigiarConexoesTls() {
  const conexoes: { host: string; port: number }[] = [];
  const original = net.Socket.prototype.connect;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  net.Socket.prototype.connect = function (this: net.Socket, ...args: any[]) {
    if (this instanceof tls.TLSSocket) {
      const o = (Array.isArray(args[0]) ? args[0][0] : args[0]) as {
        host?: string;
        port?: unknown;
      };
      conexoes.push({ host: String(o?.host ?? 'localhost'), port: Number(o?.port ?? 443) });
    }
    return original.apply(this, args as never);
  } as typeof original;
  return {
    conexoes,
    parar: () => {
      net.Socket.prototype.connect = original;
    },
  };
}

function novoNavegador(origem: string): Navegador {
  const ecdh = crypto.createECDH('prime256v1');
  const publica = ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    inscricao: {
      endpoint: `${origem}/push/${crypto.randomBytes(12).toString('base64url')}`,
      expirationTime: null,
      keys: { p256dh: publica.toString('base64url'), auth: auth.toString('base64url') },
    },
    ler: (r) => decifrar(r.corpo, ecdh, publica, auth),
  };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record. */
function decifrar(corpo: Buffer, ecdh: crypto.ECDH, uaPublica: Buffer, auth: Buffer): string {
  const salt = corpo.subarray(0, 16);
  const idlen = corpo[20]!;
  const asPublica = corpo.subarray(21, 21 + idlen);
  const cifrado = corpo.subarray(21 + idlen);
  const segredo = ecdh.computeSecret(asPublica);
  const info = (s: string) => Buffer.concat([Buffer.from(s, 'ascii'), Buffer.from([0])]);
  const hkdf = (sal: Buffer, ikm: Buffer, inf: Buffer, n: number) =>
    Buffer.from(crypto.hkdfSync('sha256', ikm, sal, inf, n));
  const ikm = hkdf(auth, segredo, Buffer.concat([info('WebPush: info'), uaPublica, asPublica]), 32);
  const cek = hkdf(salt, ikm, info('Content-Encoding: aes128gcm'), 16);
  const nonce = hkdf(salt, ikm, info('Content-Encoding: nonce'), 12);
  const decifra = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decifra.setAuthTag(cifrado.subarray(cifrado.length - 16));
  const claro = Buffer.concat([decifra.update(cifrado.subarray(0, -16)), decifra.final()]);
  // the last record's padding: a 2 followed by zeros
  let fim = claro.length - 1;
  while (fim >= 0 && claro[fim] === 0) fim--;
  if (claro[fim] !== 2) throw new Error('registro sem o delimitador final');
  return claro.subarray(0, fim).toString('utf8');
}

/** RFC 8292 §3: `Authorization: vapid t=<JWT>, k=<public key>`; answers the JWT's claims. */
export async function conferirVapid(r: Recebido, chavePublica: string): Promise<JWTPayload> {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(r.headers.authorization));
  if (!m) throw new Error(`Authorization sem VAPID: ${String(r.headers.authorization)}`);
  if (m[2] !== chavePublica) throw new Error('a chave do VAPID não é a do servidor');
  const ponto = Buffer.from(m[2], 'base64url');
  const chave = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: ponto.subarray(1, 33).toString('base64url'),
      y: ponto.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(m[1]!, chave, { algorithms: ['ES256'] });
  return payload;
}
