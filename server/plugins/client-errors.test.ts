import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (what `inject` cannot: it never goes through Node's HTTP parser). */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let out = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (d) => {
      out += d.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = out.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [
          l.slice(0, l.indexOf(':')).toLowerCase(),
          l.slice(l.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const request = (line: string, headers = '') =>
  raw(`${line}\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`);

function expectProductError(res: RawAnswer, status: number, message: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(res.body)).toEqual({ error: expect.stringMatching(message) });
  expect(res.headers['cache-control']).toBe('no-store');
  // the headers of every /api answer (server/plugins/security.ts API_HEADERS)
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describe('requests refused before any route answer in the product shape, in Portuguese', () => {
  it('431 for headers too large, and for an address too long for the parser', async () => {
    const big = await request('GET /api/health HTTP/1.1', `X-Grande: ${'a'.repeat(20_000)}\r\n`);
    expectProductError(big, 431, /grandes demais/);
    const path = `/api/${'caminho'.repeat(4000)}`;
    const long = await request(`GET ${path} HTTP/1.1`);
    expectProductError(long, 431, /grandes demais/);
    expect(long.body).not.toContain('caminho');
  });

  it('414 for a path segment longer than a route takes, without echoing the path', async () => {
    const id = '7'.repeat(150);
    const res = await request(`GET /api/atendimentos/${id}/mensagens HTTP/1.1`);
    expectProductError(res, 414, /^Endereço longo demais\.$/);
    expect(res.body).not.toContain(id);
  });

  it('400 for a path that is not valid percent-encoding, without echoing it', async () => {
    const res = await request('GET /api/%zz-segredo HTTP/1.1');
    expectProductError(res, 400, /^Endereço inválido\.$/);
    expect(res.body).not.toContain('segredo');
  });

  it('501 for methods no route implements: unknown to Node, known but unused, and CONNECT', async () => {
    expectProductError(await request('FOO /api/me HTTP/1.1'), 501, /^Método HTTP não suportado\.$/);
    for (const method of ['PROPFIND', 'TRACE', 'SEARCH', 'OPTIONS']) {
      const res = await request(`${method} /api/me HTTP/1.1`);
      expectProductError(res, 501, /^Método HTTP não suportado\.$/);
    }
    // the methods of the API itself keep the 404 of a path no route has
    expectProductError(await request('PUT /api/auditoria HTTP/1.1'), 404, /./);
    const page = await request('PROPFIND / HTTP/1.1');
    expect(page.status).toBe(501);
    expect(JSON.parse(page.body)).toEqual({ error: 'Método HTTP não suportado.' });
    expectProductError(
      await request('CONNECT localhost:443 HTTP/1.1'),
      501,
      /^Método HTTP não suportado\.$/,
    );
  });

  it('400 for a request line Node cannot parse', async () => {
    const res = await raw('GET /api/health HTTP/9.x\r\n\r\n');
    expectProductError(res, 400, /^Requisição malformada\.$/);
  });

  it('methods the routes use still reach them: a 404 for a missing path, HEAD for GET routes', async () => {
    const missing = await request('PATCH /api/nao-existe HTTP/1.1');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ error: 'Rota não encontrada.' });
    expect((await request('HEAD /api/health HTTP/1.1')).status).toBe(200);
    expect((await request('GET /api/health HTTP/1.1')).status).toBe(200);
  });
});
