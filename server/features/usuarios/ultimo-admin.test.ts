/**
 * There is always one active admin: the last one can be neither demoted nor deactivated, even by a
 * race.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { edit, USUARIOS_TEST_LIMITS, usuariosHelpers } from '../../test/usuarios.js';
import { POLICY_MESSAGES as M } from './policy.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: USUARIOS_TEST_LIMITS });
});
afterEach(() => t.close());
const { call, row, soleAdmin } = usuariosHelpers(() => t);

describe('PATCH /api/users/{id}: the last active admin', () => {
  it('the last active admin can be neither demoted nor deactivated', async () => {
    const admin = await soleAdmin();
    for (const [changes, message] of [
      [{ role: 'rh' }, M.lastAdminDemote],
      [{ status_usuario: 'inativo' }, M.lastAdminDeactivate],
    ] as const) {
      const res = await call(
        'PATCH',
        `/api/users/${admin.user.id}`,
        admin.auth,
        edit(admin.user, changes),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(message);
    }
    expect(await row(admin.user.id)).toMatchObject({ role: 'admin', status_usuario: 'ativo' });
  });

  it('two admins deactivating each other at the same moment leave one active admin', async () => {
    let survivor = await soleAdmin('Admin A');
    // A few rounds, the survivor against a new admin each time, so an unguarded race shows.
    for (let round = 0; round < 4; round++) {
      const a = survivor;
      const b = await buildUser(t, { role: 'admin', nome: `Admin ${round}` });
      const [ra, rb] = await Promise.all([
        call(
          'PATCH',
          `/api/users/${b.user.id}`,
          a.auth,
          edit(b.user, { status_usuario: 'inativo' }),
        ),
        call(
          'PATCH',
          `/api/users/${a.user.id}`,
          b.auth,
          edit(a.user, { status_usuario: 'inativo' }),
        ),
      ]);
      const codes = [ra.statusCode, rb.statusCode].sort();
      expect(codes[0]).toBe(200);
      expect([401, 409]).toContain(codes[1]);
      const active = await t.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('status_usuario', '=', 'ativo')
        .execute();
      expect(active).toHaveLength(1);
      survivor = active[0]!.id === a.user.id ? a : b;
    }
  });
});
