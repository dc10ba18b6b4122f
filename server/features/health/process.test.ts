import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPasskeys } from '../../../common/paths-passkeys.js';
import { startServer, type RunningServer } from '../../test/process.js';
import { usingPostgres } from '../../test/app.js';

/**
 * The stopping deadline of the servers below that wait it out (ENCERRAMENTO_S; 9.5 s in the
 * product, at most 10: server/config.unit.test.ts). They fail when the setting is not what cuts.
 */
const ENCERRAMENTO_S = 2;

let server: RunningServer | undefined;
afterEach(() => {
  server?.proc.kill('SIGKILL');
  server = undefined;
});

// Process-level behaviour does not depend on the database; it runs once, in the SQLite project.
describe.skipIf(usingPostgres())('the built server process', () => {
  it('finishes requests in flight on SIGTERM, then stops accepting and exits 0', async () => {
    server = await startServer({ ADMIN_PASSWORD: 'SenhaInicial123', LOG_LEVEL: 'info' });
    const { url } = server;
    // Logins take tens of milliseconds (argon2id, one per core at a time): six of them keep the
    // server busy for a while. SIGTERM goes out once the server has received all six.
    const inFlight = Array.from({ length: 6 }, () =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin', senha: 'SenhaInicial123' }),
      }).then((r) => r.status),
    );
    const received = () =>
      server!
        .output()
        .split('\n')
        .filter((l) => l.includes('"url":"/api/login"') && l.includes('incoming request')).length;
    const deadline = Date.now() + 10_000;
    while (received() < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    expect(received()).toBe(6);
    server.proc.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await server.exited).toBe(0);
    // Some of them were answered after the signal: they were in flight, and were finished.
    const log = server.output();
    const completedAfterSignal = log
      .slice(log.indexOf('SIGTERM recebido'))
      .split('\n')
      .filter((l) => l.includes('request completed') && l.includes('"statusCode":200')).length;
    expect(completedAfterSignal).toBeGreaterThan(0);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    // The built product hashes with its own argon2id profile, never the tests' cheap one
    // (server/test/setup.ts).
    const banco = new SQLite(path.join(server.dataDir, 'portal.db'), { readonly: true });
    const admin = banco.prepare(`select senha_hash from users where login = 'admin'`).get() as {
      senha_hash: string;
    };
    banco.close();
    expect(admin.senha_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('SIGTERM with a slow upload in flight: gives it the deadline (ENCERRAMENTO_S), then cuts it and exits 0', async () => {
    server = await startServer({ LOG_LEVEL: 'info', ENCERRAMENTO_S: String(ENCERRAMENTO_S) });
    const { port, url } = server;
    // an upload whose body comes slowly and never ends: the request stays in flight
    const lento = net.connect(port, '127.0.0.1');
    await new Promise((r) => lento.once('connect', r));
    lento.on('error', () => undefined);
    lento.write(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n{"login":"',
    );
    const gotejar = setInterval(() => lento.write('a'), 200);
    const fechou = new Promise((r) => lento.once('close', r));
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    server.proc.kill('SIGTERM');
    try {
      expect(await server.exited).toBe(0);
      const ms = Date.now() - t0;
      // the request in flight had its time, and no more than that
      expect(ms).toBeGreaterThanOrEqual(ENCERRAMENTO_S * 1000);
      expect(ms).toBeLessThan(ENCERRAMENTO_S * 1000 + 1000);
      await fechou;
      expect(server.output()).toContain(
        `encerramento: ${ENCERRAMENTO_S * 1000} ms esgotados, conexões ainda abertas cortadas`,
      );
    } finally {
      clearInterval(gotejar);
      lento.destroy();
    }
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 60_000);

  it('SIGTERM with a slow mail server in flight: exits 0 within the deadline (ENCERRAMENTO_S)', async () => {
    // a mail server that greets and then never answers again: the notice's send hangs
    let conectou: () => void = () => undefined;
    const chegou = new Promise<void>((r) => (conectou = r));
    const sockets: net.Socket[] = [];
    const smtp = net.createServer((sock) => {
      sockets.push(sock);
      sock.on('error', () => undefined);
      sock.write('220 correio.lento ESMTP\r\n');
      conectou();
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const smtpPort = (smtp.address() as net.AddressInfo).port;
    try {
      server = await startServer({
        ADMIN_PASSWORD: 'AdminInicial2026',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: 'https://portal.fazenda.test',
        ENCERRAMENTO_S: String(ENCERRAMENTO_S),
      });
      const { url } = server;
      const chamar = async (caminho: string, body?: unknown, token?: string) => {
        const res = await fetch(`${url}${caminho}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(res.status, caminho).toBeLessThan(300);
        return res.json() as Promise<Record<string, unknown>>;
      };
      const entrar = async (login: string, senha: string, nova: string) => {
        const primeira = await chamar('/api/login', { login, senha });
        await chamar('/api/alterar-senha', { novaSenha: nova }, primeira.token as string);
        return (await chamar('/api/login', { login, senha: nova })).token as string;
      };
      const admin = await entrar('admin', 'AdminInicial2026', 'AdminNova#2026');
      // staff with an e-mail hear of a new ticket
      await chamar(
        '/api/users',
        {
          nome: 'Ana RH',
          login: 'ana.rh',
          senha: 'Provisoria#2026',
          role: 'rh',
          email: 'ana@fazenda.test',
        },
        admin,
      );
      await chamar(
        '/api/users',
        { nome: 'João', login: 'joao', senha: 'Provisoria#2026', role: 'colaborador' },
        admin,
      );
      const joao = await entrar('joao', 'Provisoria#2026', 'JoaoNova#2026');
      await chamar('/api/atendimentos', {}, joao);
      await chegou;
      await new Promise((r) => setTimeout(r, 300));
      const t0 = Date.now();
      server.proc.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(Date.now() - t0).toBeLessThan(ENCERRAMENTO_S * 1000 + 1000);
    } finally {
      for (const s of sockets) s.destroy();
      smtp.close();
    }
  }, 90_000);

  // The system caps the queue at net.core.somaxconn; below 2,000 this cannot tell the two apart.
  const limiteDoSistema = Number(
    fs.readFileSync('/proc/sys/net/core/somaxconn', 'utf8').trim() || 0,
  );
  it.skipIf(limiteDoSistema < 2000)(
    'a burst of new connections while it is busy waits in the queue, none turned away, and is served',
    async () => {
      server = await startServer();
      const { port, proc } = server;
      // stopped, it takes no connection at all: the system completes each handshake and queues
      // it, as long as the queue has room. Node's own queue (511) would take 511 of the 1,500 and
      // drop the others' first tries, which come again 1 s later and are dropped again.
      proc.kill('SIGSTOP');
      const n = 1500;
      const sockets: net.Socket[] = [];
      try {
        let ligadas = 0;
        for (let i = 0; i < n; i++) {
          const s = net.connect(port, '127.0.0.1', () => ligadas++);
          s.on('error', () => undefined);
          sockets.push(s);
        }
        const ate = Date.now() + 3000;
        while (ligadas < n && Date.now() < ate) await new Promise((r) => setTimeout(r, 20));
        expect(ligadas).toBe(n);
      } finally {
        proc.kill('SIGCONT');
      }
      // once running again, the last one in the queue is answered on the connection it opened
      const ultima = sockets.at(-1)!;
      const resposta = new Promise<string>((resolve) => {
        let dados = '';
        ultima.on('data', (d) => {
          dados += d;
          if (dados.includes('\r\n\r\n')) resolve(dados);
        });
      });
      ultima.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      expect(await resposta).toMatch(/^HTTP\/1\.1 200 /);
      for (const s of sockets) s.destroy();
    },
  );

  // server/lib/quando-usado.ts: what most instances never use is not carried by all of them.
  // The process lists every module it loaded (ESM through a resolve hook, CommonJS through
  // `require.cache`); the first passkey call then loads WebAuthn's library, which shows the list
  // would have held it.
  it('on SQLite, with no e-mail, push or passkey in use, loads none of their packages', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-modulos-'));
    const lista = path.join(dataDir, 'modulos.txt');
    const ganchos = path.join(dataDir, 'ganchos.mjs');
    const registro = path.join(dataDir, 'registro.mjs');
    fs.writeFileSync(
      ganchos,
      `import { appendFileSync } from 'node:fs';
      export async function resolve(especificador, contexto, proximo) {
        const r = await proximo(especificador, contexto);
        appendFileSync(${JSON.stringify(lista)}, r.url + '\\n');
        return r;
      }`,
    );
    fs.writeFileSync(
      registro,
      `import { appendFileSync } from 'node:fs';
      import { createRequire, register } from 'node:module';
      register(${JSON.stringify(pathToFileURL(ganchos).href)});
      const { cache } = createRequire(import.meta.url);
      function gravar() {
        appendFileSync(${JSON.stringify(lista)}, Object.keys(cache).join('\\n') + '\\n');
      }
      process.on('exit', gravar);`,
    );
    server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'SenhaInicial123',
      NODE_OPTIONS: `--import ${pathToFileURL(registro).href}`,
    });
    const { url } = server;
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', senha: 'SenhaInicial123' }),
    });
    expect(login.status).toBe(200);
    const carregados = () => fs.readFileSync(lista, 'utf8');
    const pacote = (texto: string, nome: string) => texto.includes(`/node_modules/${nome}/`);
    const antes = carregados();
    expect(pacote(antes, 'fastify')).toBe(true);
    expect(pacote(antes, 'kysely')).toBe(true);
    for (const nome of ['pg', 'pg-listen', 'nodemailer', 'web-push', '@simplewebauthn/server']) {
      expect(pacote(antes, nome), nome).toBe(false);
    }
    // the push key pair of a first start, made without the push library
    expect(fs.existsSync(path.join(dataDir, 'vapid.json'))).toBe(true);
    const opcoes = await fetch(`${url}${apiPasskeys.opcoesLoginPasskey}`, { method: 'POST' });
    expect(opcoes.status).toBe(200);
    expect(pacote(carregados(), '@simplewebauthn/server')).toBe(true);
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // and the CommonJS ones were listed as it ended
    expect(pacote(carregados(), 'better-sqlite3')).toBe(true);
    expect(pacote(carregados(), 'pg')).toBe(false);
  });

  it('stops at start with one clear line naming a bad variable', async () => {
    await expect(startServer({ PORT: 'porta' })).rejects.toThrow(/Configuração inválida: PORT/);
  });
});
