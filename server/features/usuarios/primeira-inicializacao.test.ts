/**
 * A newcomer's first start (server/main.ts, bootstrap.ts): the admin's temporary password and the
 * address to open are said once in plain words, and the password is in no JSON log line.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../test/process.js';
import { usingPostgres } from '../../test/app.js';

let server: RunningServer | undefined;
afterEach(() => {
  server?.proc.kill('SIGKILL');
  server = undefined;
});

describe.skipIf(usingPostgres())('the first start of the built server', () => {
  it('says the temporary password and "abra http://localhost:PORT" in plain lines, once', async () => {
    server = await startServer({ LOG_LEVEL: 'info' });
    // the address line comes right after listen; give the stream a moment to flush
    const deadline = Date.now() + 5_000;
    while (!server.output().includes('Portal no ar') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const linhas = server.output().split('\n');
    const senhaLinha = linhas.filter((l) => l.startsWith('  Senha temporária: '));
    expect(senhaLinha).toHaveLength(1);
    const senha = senhaLinha[0]!.slice('  Senha temporária: '.length);
    expect(senha).toMatch(/^[\w-]{12,}$/);
    expect(linhas).toContain('  Login: admin');
    expect(linhas).toContain(`Portal no ar: abra http://localhost:${server.port} no navegador.`);
    // no JSON line carries it, and it appears once in the whole output
    const json = linhas.filter((l) => l.startsWith('{'));
    expect(json.length).toBeGreaterThan(0);
    expect(json.filter((l) => l.includes(senha))).toEqual([]);
    expect(server.output().split(senha)).toHaveLength(2);
    // and it is the password
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', senha }),
    });
    expect(login.status).toBe(200);
  });
});
