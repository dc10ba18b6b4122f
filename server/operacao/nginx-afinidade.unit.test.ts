/**
 * deploy/nginx/portal.conf with Debian's nginx in front of two stand-in instances (plain HTTP
 * servers that answer their own name): each person's requests, the live stream's included, go to
 * one instance; requests without an Authorization header are spread over both; and when a
 * person's instance refuses connections, the other answers them
 * (docs/decisions/089-uma-instancia-por-pessoa.md). What the real instances do behind it is
 * server/test/varias-instancias.test.ts's and reinicio-gradual.test.ts's.
 *
 * Without nginx it is skipped with a line saying so, except in CI (CI=true), where it fails: CI
 * installs nginx (.ci/run).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarNginx, nginxParaOTeste } from '../../scripts/lib/nginx.mjs';

const temNginx = nginxParaOTeste('nginx-afinidade.unit.test.ts');

/** A stand-in instance on `porta` (any free one: 0): answers its name to every request. */
async function instancia(
  nome: string,
  porta = 0,
): Promise<{ porta: number; parar: () => Promise<void> }> {
  const srv = http.createServer((req, res) => {
    req.resume();
    res.setHeader('content-type', 'text/plain');
    res.end(nome);
  });
  await new Promise<void>((r) => srv.listen(porta, '127.0.0.1', r));
  return {
    porta: (srv.address() as AddressInfo).port,
    parar: () =>
      new Promise((r) => {
        srv.close(() => r());
        srv.closeAllConnections();
      }),
  };
}

describe.runIf(temNginx)('nginx in front of two instances', () => {
  let a: Awaited<ReturnType<typeof instancia>>;
  let b: Awaited<ReturnType<typeof instancia>>;
  let nginx: Awaited<ReturnType<typeof iniciarNginx>>;

  beforeAll(async () => {
    a = await instancia('A');
    b = await instancia('B');
    nginx = await iniciarNginx({ upstreams: [a.porta, b.porta] });
  });
  afterAll(async () => {
    await nginx?.parar();
    await a?.parar();
    await b?.parar();
  });

  /** Which instance answered `caminho`, asked with this token (none: no Authorization). */
  const quem = async (caminho: string, token?: string): Promise<string> => {
    const res = await fetch(`${nginx.url}${caminho}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.status).toBe(200);
    return res.text();
  };
  const pessoas = Array.from({ length: 20 }, (_, i) => `token-da-pessoa-${i}`);

  it("sends each person's requests to one instance, the live stream's too; people to both", async () => {
    const deCada = new Map<string, Set<string>>();
    for (const token of pessoas) {
      const vistas = new Set<string>();
      for (const caminho of ['/api/atendimentos', '/api/atendimentos/1/mensagens', '/api/me']) {
        for (let i = 0; i < 3; i++) vistas.add(await quem(caminho, token));
      }
      vistas.add(await quem('/api/eventos', token));
      deCada.set(token, vistas);
    }
    for (const [token, vistas] of deCada) expect([token, vistas.size]).toEqual([token, 1]);
    const usadas = new Set([...deCada.values()].flatMap((v) => [...v]));
    expect(usadas).toEqual(new Set(['A', 'B']));
  });

  it('spreads the requests that carry no Authorization over both', async () => {
    const vistas = new Set<string>();
    for (let i = 0; i < 40; i++) vistas.add(await quem('/'));
    expect(vistas).toEqual(new Set(['A', 'B']));
  });

  it('sends a person to the other instance while theirs refuses connections, and back after', async () => {
    const naA = [];
    for (const token of pessoas)
      if ((await quem('/api/atendimentos', token)) === 'A') naA.push(token);
    expect(naA.length).toBeGreaterThan(0);
    const porta = a.porta;
    await a.parar();
    for (const token of naA) expect(await quem('/api/atendimentos', token)).toBe('B');
    // the instance back on its port (a restart): its people return to it
    a = await instancia('A', porta);
    for (const token of naA) expect(await quem('/api/atendimentos', token)).toBe('A');
  });
});
