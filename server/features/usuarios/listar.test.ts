/** Listing and reading users: GET /api/users and GET /api/users/{id}. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { USUARIOS_TEST_LIMITS, usuariosHelpers } from '../../test/usuarios.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: USUARIOS_TEST_LIMITS });
});
afterEach(() => t.close());
const { call } = usuariosHelpers(() => t);

describe('GET /api/users', () => {
  it('lists every user for admin and rh, sorted by name, never a hash', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Zélia Prado' });
    const rh = await buildUser(t, { role: 'rh', nome: 'Álvaro Reis' });
    await buildUser(t, { nome: 'bruno Castro', login: 'bcastro', status: 'inativo' });
    for (const caller of [admin, rh]) {
      const res = await call('GET', '/api/users', caller.auth);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((u: { nome: string }) => u.nome)).toEqual([
        'Administrador',
        'Álvaro Reis',
        'bruno Castro',
        'Zélia Prado',
      ]);
      expect(list[2]).toEqual({
        id: expect.any(Number),
        nome: 'bruno Castro',
        login: 'bcastro',
        role: 'colaborador',
        status_usuario: 'inativo',
        primeiro_login: false,
        email: null,
      });
      expect(res.body).not.toMatch(/argon2|senha/);
    }
  });

  it('filters by name or login containing ?q=, ignoring case; wildcards are literal', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Chefe', login: 'chefe' });
    await buildUser(t, { nome: 'Carla Mendes', login: 'cmendes' });
    await buildUser(t, { nome: 'Pedro Alves', login: 'carla_fa' });
    await buildUser(t, { nome: 'Outro', login: 'outro100' });
    const names = async (q: string) =>
      (await call('GET', `/api/users?q=${encodeURIComponent(q)}`, admin.auth))
        .json()
        .map((u: { nome: string }) => u.nome);
    expect(await names('CARLA')).toEqual(['Carla Mendes', 'Pedro Alves']);
    expect(await names('MEND')).toEqual(['Carla Mendes']);
    expect(await names('_')).toEqual(['Pedro Alves']);
    expect(await names('%')).toEqual([]);
  });

  it('GET /api/users/{id} answers the user without the hash', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const { user } = await buildUser(t, { nome: 'Lia Souza', login: 'lia' });
    const res = await call('GET', `/api/users/${user.id}`, rh.auth);
    expect(res.json()).toEqual({
      id: user.id,
      nome: 'Lia Souza',
      login: 'lia',
      role: 'colaborador',
      status_usuario: 'ativo',
      primeiro_login: false,
      email: null,
    });
  });
});
