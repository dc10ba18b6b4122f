/**
 * Request logs (docs/product/operacao.md, "Logs"): every answer carries `X-Request-Id`, the
 * `reqId` of its log line; no line holds a password, token, code or key, at any level; the
 * Ouvidoria's reporter routes log nothing, their id included.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildUser, DEFAULT_PASSWORD } from '../test/factories.js';

let t: TestApp;
let linhas: string[];
afterEach(() => t.close());

async function iniciar() {
  linhas = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      linhas.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  // the most verbose level: nothing may leak even there
  t = await createTestApp({ logStream, env: { LOG_LEVEL: 'trace' } });
}

describe('X-Request-Id', () => {
  it('is answered on every request, and is the reqId of its log line', async () => {
    await iniciar();
    const a = await t.app.inject({ url: '/api/health' });
    const b = await t.app.inject({ url: '/api/nao-existe' });
    const idA = String(a.headers['x-request-id']);
    const idB = String(b.headers['x-request-id']);
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idB).not.toBe(idA);
    const doA = linhas.map((l) => JSON.parse(l)).filter((l) => l.reqId === idA);
    expect(doA.some((l) => l.req?.url === '/api/health')).toBe(true);
    expect(doA.some((l) => l.res?.statusCode === 200)).toBe(true);
  });

  it("is answered to the Ouvidoria's reporter but appears in no log line", async () => {
    await iniciar();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      payload: {
        categoria: 'Assédio',
        descricao: 'Relato de teste dos registros.',
        anonimato: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const { protocolo, chave } = res.json();
    const seguimento = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias/acompanhamento',
      payload: { protocolo, chave: '0000000000000000' },
    });
    expect(seguimento.headers['x-request-id']).toBeTruthy();
    const tudo = linhas.join('\n');
    expect(tudo).not.toContain(id);
    expect(tudo).not.toContain(String(seguimento.headers['x-request-id']));
    expect(tudo).not.toContain(protocolo);
    expect(tudo).not.toContain(chave);
  });
});

describe('no log line', () => {
  it('holds a password, token, code or key', async () => {
    await iniciar();
    const ana = await buildUser(t, { login: 'ana.lima' });
    const segredos = [DEFAULT_PASSWORD, 'SenhaErrada-7731', 'NovaSenha-99812', ana.token, '482913'];
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'ana.lima', senha: 'SenhaErrada-7731' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login?senha=SenhaErrada-7731',
      payload: { login: 'ana.lima', senha: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    segredos.push(login.json().token);
    await t.app.inject({ url: '/api/me', headers: ana.auth });
    await t.app.inject({
      url: '/api/me',
      headers: { cookie: `token=${ana.token}`, authorization: `Bearer ${ana.token}x` },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/alterar-senha',
      headers: ana.auth,
      payload: { senhaAtual: 'SenhaErrada-7731', novaSenha: 'NovaSenha-99812' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/login/2fa',
      payload: { desafio: ana.token, codigo: '482913' },
    });
    // a body that fails validation: its values are not echoed into the log
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'ana.lima', senha: DEFAULT_PASSWORD, extra: 'x'.repeat(10) },
    });
    expect(linhas.length).toBeGreaterThan(10);
    const tudo = linhas.join('\n');
    for (const s of segredos) expect(tudo).not.toContain(s);
  });
});
