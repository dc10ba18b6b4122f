/**
 * Who may call /api/users at all: every endpoint refuses 401, 400, 403 and 404 before doing
 * anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import {
  edit,
  newUser,
  USUARIOS_TEST_LIMITS,
  usuariosHelpers,
  type Method,
} from '../../test/usuarios.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: USUARIOS_TEST_LIMITS });
});
afterAll(() => t.close());
const { call, row, audits } = usuariosHelpers(() => t);

describe('gates', () => {
  const endpoints = (id: number): [Method, string, unknown][] => [
    ['GET', '/api/users', undefined],
    ['POST', '/api/users', newUser],
    ['GET', `/api/users/${id}`, undefined],
    ['PATCH', `/api/users/${id}`, { nome: 'X', login: 'x', role: 'colaborador' }],
    ['PATCH', `/api/users/${id}/password`, { password: 'OutraSenha123' }],
    ['DELETE', `/api/users/${id}`, undefined],
  ];

  it('401 without a token or with a forged one, on every endpoint', async () => {
    const { user } = await buildUser(t);
    for (const [method, url, body] of endpoints(user.id)) {
      for (const auth of [undefined, { authorization: 'Bearer forjado' }]) {
        const res = await call(method, url, auth, body);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().error).toBeTruthy();
      }
    }
  });

  it('400 with a Portuguese message for bad ids and bad bodies', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const { user } = await buildUser(t);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await call('GET', `/api/users/${id}`, admin.auth);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error).toBe('Identificador inválido.');
    }
    const valid = edit(user);
    const patchCases: [unknown, RegExp][] = [
      [{ ...valid, nome: '  ' }, /Nome é obrigatório/],
      [{ ...valid, login: undefined }, /Login é obrigatório/],
      [{ ...valid, login: 'com espaço' }, /Login deve conter/],
      [{ ...valid, role: 'gerente' }, /Cargo inválido/],
      [{ ...valid, role: undefined }, /Cargo inválido/],
      [{ ...valid, status_usuario: 'suspenso' }, /Status inválido/],
      [{ ...valid, nome: 'x'.repeat(121) }, /máximo/],
    ];
    for (const [body, msg] of patchCases) {
      const res = await call('PATCH', `/api/users/${user.id}`, admin.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(msg);
    }
    const short = await call('PATCH', `/api/users/${user.id}/password`, admin.auth, {
      password: '123',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/8 caracteres/);
    const missing = await call('PATCH', `/api/users/${user.id}/password`, admin.auth, {});
    expect(missing.json().error).toMatch(/Senha é obrigatória/);
    const badCreate = await call('POST', '/api/users', admin.auth, { ...newUser, senha: '' });
    expect(badCreate.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: '{"nome": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'JSON inválido no corpo da requisição.' });
    expect(await row(user.id)).toEqual(user);
  });

  it('403 for colaborador and compliance, and for an admin still on a temporary password', async () => {
    const target = await buildUser(t);
    const callers = [
      await buildUser(t, { role: 'colaborador' }),
      await buildUser(t, { role: 'compliance' }),
      await buildUser(t, { role: 'admin', primeiroLogin: true }),
    ];
    for (const caller of callers) {
      // Even a malformed body gets the 403: the gate runs before validation.
      for (const [method, url] of [
        ...endpoints(target.user.id),
        ['PATCH', `/api/users/${target.user.id}`],
      ] as const) {
        const res = await call(
          method,
          url,
          caller.auth,
          method === 'GET' ? undefined : { nome: 5 },
        );
        expect(res.statusCode, `${caller.user.role} ${method} ${url}`).toBe(403);
      }
    }
    const after = await row(target.user.id);
    expect(after).toEqual(target.user);
    expect(await audits('usuario_alterado')).toHaveLength(0);
  });

  it('404 for an unknown id', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    for (const [method, url, body] of endpoints(424242).slice(2)) {
      const res = await call(method, url, admin.auth, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe('Usuário não encontrado.');
    }
  });
});
