/** Resetting a user's password: PATCH /api/users/{id}/password, its refusals first. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { USUARIOS_TEST_LIMITS, usuariosHelpers } from '../../test/usuarios.js';
import { POLICY_MESSAGES as M } from './policy.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: USUARIOS_TEST_LIMITS });
});
afterEach(() => t.close());
const { call, login, me, audits } = usuariosHelpers(() => t);

describe('PATCH /api/users/{id}/password', () => {
  it('rh may not reset an admin’s password; nobody resets their own here; not the login', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const admin = await buildUser(t, { role: 'admin' });
    const onAdmin = await call('PATCH', `/api/users/${admin.user.id}/password`, rh.auth, {
      password: 'Tomada12345',
    });
    expect(onAdmin.statusCode).toBe(403);
    expect(onAdmin.json().error).toBe(M.rhOnAdmin);
    expect((await login(admin.user.login, DEFAULT_PASSWORD)).statusCode).toBe(200);
    const own = await call('PATCH', `/api/users/${admin.user.id}/password`, admin.auth, {
      password: 'MinhaSenha123',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(M.selfPassword);
    const other = await buildUser(t, { login: 'loginlongo' });
    const asLogin = await call('PATCH', `/api/users/${other.user.id}/password`, admin.auth, {
      password: 'LoginLongo',
    });
    expect(asLogin.statusCode).toBe(400);
    expect(await audits('senha_redefinida')).toHaveLength(0);
  });

  it('sets a temporary password, ends older tokens and audits', async () => {
    const rh = await buildUser(t, { role: 'rh', nome: 'Gente RH' });
    const target = await buildUser(t, { nome: 'Caio Lopes', login: 'caio' });
    const res = await call('PATCH', `/api/users/${target.user.id}/password`, rh.auth, {
      password: 'Provisoria456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.user.id, primeiro_login: true });
    expect(res.body).not.toMatch(/argon2|Provisoria456/);
    expect((await me(target.auth)).statusCode).toBe(401);
    expect((await login('caio', DEFAULT_PASSWORD)).statusCode).toBe(401);
    const fresh = await login('caio', 'Provisoria456');
    expect(fresh.json().user.primeiro_login).toBe(true);
    const auth = { authorization: `Bearer ${fresh.json().token}` };
    expect((await call('GET', '/api/links', auth)).statusCode).toBe(403);
    expect((await me(auth)).statusCode).toBe(200);
    const [entry] = await audits('senha_redefinida');
    expect(entry).toMatchObject({ usuario_nome: 'Gente RH' });
    expect(entry!.detalhes).toBe(
      'Redefiniu a senha de Caio Lopes (caio); troca obrigatória no próximo acesso',
    );
    expect(entry!.detalhes).not.toContain('Provisoria456');
  });
});
