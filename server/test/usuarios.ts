import { expect } from 'vitest';
import type { TestApp } from './app.js';
import { bootstrapAdmin, buildUser, type BuiltUser } from './factories.js';

/** Limits for the user-management tests: many logins from one address in a test. */
export const USUARIOS_TEST_LIMITS = { loginFailuresPerAddress: 1000 };

export type Auth = { authorization: string } | undefined;
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A valid POST /api/users body. */
export const newUser = {
  nome: 'Beatriz Nogueira',
  login: 'bia.nogueira',
  senha: 'Provisoria123',
  role: 'colaborador',
};

/** A PATCH /api/users/{id} body that keeps the user as they are, but for `changes`. */
export const edit = (u: BuiltUser['user'], changes: Record<string, unknown> = {}) => ({
  nome: u.nome,
  login: u.login,
  role: u.role,
  ...changes,
});

/**
 * Calls and reads shared by the /api/users tests, on the app `app()` answers (each test file
 * makes a fresh one per test).
 */
export function usuariosHelpers(app: () => TestApp) {
  const call = (method: Method, url: string, auth: Auth, payload?: unknown) =>
    app().app.inject({ method, url, headers: auth ?? {}, payload: payload as object | undefined });
  const login = (login: string, senha: string) =>
    app().app.inject({ method: 'POST', url: '/api/login', payload: { login, senha } });
  const me = (auth: Auth) => call('GET', '/api/me', auth);
  const row = (id: number) =>
    app().db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  const audits = (acao: string) =>
    app().db.selectFrom('audit_log').selectAll().where('acao', '=', acao).orderBy('id').execute();
  /** Leaves `admin` as the only active admin by deactivating the bootstrap one through the API. */
  async function soleAdmin(nome = 'Única Admin') {
    const admin = await buildUser(app(), { role: 'admin', nome });
    const boot = await bootstrapAdmin(app());
    const res = await call('PATCH', `/api/users/${boot.user.id}`, admin.auth, {
      ...edit(boot.user),
      status_usuario: 'inativo',
    });
    expect(res.statusCode).toBe(200);
    return admin;
  }
  return { call, login, me, row, audits, soleAdmin };
}
