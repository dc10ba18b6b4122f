/** Deleting a user: DELETE /api/users/{id}, its refusals first. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  bootstrapAdmin,
  buildAtendimento,
  buildUser,
  DEFAULT_PASSWORD,
} from '../../test/factories.js';
import { USUARIOS_TEST_LIMITS, usuariosHelpers } from '../../test/usuarios.js';
import { POLICY_MESSAGES as M } from './policy.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: USUARIOS_TEST_LIMITS });
});
afterEach(() => t.close());
const { call, login, me, row, audits, soleAdmin } = usuariosHelpers(() => t);

describe('DELETE /api/users/{id}', () => {
  it('nobody deletes themselves; rh never deletes an admin; the last active admin stays', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const self = await call('DELETE', `/api/users/${rh.user.id}`, rh.auth);
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe(M.selfDelete);
    const admin = await soleAdmin();
    const byRh = await call('DELETE', `/api/users/${admin.user.id}`, rh.auth);
    expect(byRh.statusCode).toBe(403);
    expect(byRh.json().error).toBe(M.rhOnAdmin);
    const last = await call('DELETE', `/api/users/${admin.user.id}`, admin.auth);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe(M.lastAdminDelete);
    expect(await row(admin.user.id)).toBeDefined();
    expect(await row(rh.user.id)).toBeDefined();
    // rh deletes a colaborador; admin deletes another (inactive) admin.
    const colab = await buildUser(t);
    expect((await call('DELETE', `/api/users/${colab.user.id}`, rh.auth)).statusCode).toBe(204);
    const boot = await bootstrapAdmin(t);
    expect((await call('DELETE', `/api/users/${boot.user.id}`, admin.auth)).statusCode).toBe(204);
    expect(await audits('usuario_excluido')).toHaveLength(2);
  });

  it('deletes the user, ends their session, keeps their audit entries and their tickets', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Chefe' });
    const target = await buildUser(t, { nome: 'Davi Melo', login: 'davi' });
    expect((await login('davi', DEFAULT_PASSWORD)).statusCode).toBe(200);
    // A ticket of theirs: atendimentos.usuario_id is ON DELETE SET NULL.
    const { ticket } = await buildAtendimento(t, { owner: target });
    const res = await call('DELETE', `/api/users/${target.user.id}`, admin.auth);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await row(target.user.id)).toBeUndefined();
    expect((await call('GET', `/api/users/${target.user.id}`, admin.auth)).statusCode).toBe(404);
    expect((await me(target.auth)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/users/${target.user.id}`, admin.auth)).statusCode).toBe(404);
    const own = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('usuario_id', '=', target.user.id)
      .execute();
    expect(own.map((e) => [e.acao, e.usuario_nome, e.login])).toEqual([
      ['login', 'Davi Melo', 'davi'],
    ]);
    expect((await audits('usuario_excluido')).map((e) => [e.usuario_nome, e.detalhes])).toEqual([
      ['Chefe', 'Excluiu Davi Melo (davi), cargo Colaborador'],
    ]);
    const kept = await t.db
      .selectFrom('atendimentos')
      .selectAll()
      .where('id', '=', ticket.id)
      .executeTakeFirst();
    expect(kept).toMatchObject({ usuario_id: null, usuario_nome: 'Davi Melo' });
  });
});
