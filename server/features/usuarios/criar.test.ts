/**
 * Creating a user from the management screen: POST /api/users (POST /api/cadastrar is in
 * cadastrar.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { newUser, USUARIOS_TEST_LIMITS, usuariosHelpers } from '../../test/usuarios.js';
import { POLICY_MESSAGES as M } from './policy.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: USUARIOS_TEST_LIMITS });
});
afterEach(() => t.close());
const { call, login, audits } = usuariosHelpers(() => t);

describe('POST /api/users', () => {
  it('rh creates colaborador, rh and compliance but never an admin', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const refused = await call('POST', '/api/users', rh.auth, { ...newUser, role: 'admin' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(M.rhGrantsAdmin);
    expect(
      await t.db.selectFrom('users').select('id').where('login', '=', 'bia.nogueira').execute(),
    ).toEqual([]);
    const ok = await call('POST', '/api/users', rh.auth, { ...newUser, role: 'compliance' });
    expect(ok.statusCode).toBe(201);
    // /api/cadastrar stays admin only (docs/product/usuarios.md).
    const cad = await call('POST', '/api/cadastrar', rh.auth, { ...newUser, login: 'outro' });
    expect(cad.statusCode).toBe(403);
  });

  it('admin creates any role with a temporary password, audited; 409 on a taken login', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Chefe' });
    const res = await call('POST', '/api/users', admin.auth, { ...newUser, role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      login: 'bia.nogueira',
      role: 'admin',
      primeiro_login: true,
    });
    expect(res.body).not.toMatch(/argon2/);
    const dup = await call('POST', '/api/users', admin.auth, {
      ...newUser,
      login: ' BIA.Nogueira ',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Este login já está em uso.');
    const [entry] = await audits('cadastro').then((e) =>
      e.filter((x) => x.usuario_id === admin.user.id),
    );
    expect(entry?.detalhes).toContain('bia.nogueira');
    const first = await login('bia.nogueira', 'Provisoria123');
    expect(first.json().user.primeiro_login).toBe(true);
  });
});
