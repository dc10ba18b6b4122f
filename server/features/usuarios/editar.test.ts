/**
 * Editing a user: PATCH /api/users/{id}, its refusals first, then the changes and (de)activation.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD, type BuiltUser } from '../../test/factories.js';
import { edit, USUARIOS_TEST_LIMITS, usuariosHelpers } from '../../test/usuarios.js';
import { POLICY_MESSAGES as M } from './policy.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: USUARIOS_TEST_LIMITS });
});
afterEach(() => t.close());
const { call, login, me, row, audits } = usuariosHelpers(() => t);

describe('PATCH /api/users/{id}', () => {
  it('409 when the login belongs to someone else, ignoring case; own login in another case is fine', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    await buildUser(t, { login: 'joana' });
    const { user } = await buildUser(t, { login: 'marta' });
    const taken = await call(
      'PATCH',
      `/api/users/${user.id}`,
      admin.auth,
      edit(user, { login: 'JOANA' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Este login já está em uso.');
    expect((await row(user.id))?.login).toBe('marta');
    const recase = await call(
      'PATCH',
      `/api/users/${user.id}`,
      admin.auth,
      edit(user, { login: 'Marta' }),
    );
    expect(recase.statusCode).toBe(200);
  });

  it('rh may not change an admin nor give the admin role; may change others', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const admin = await buildUser(t, { role: 'admin' });
    const colab = await buildUser(t);
    const cases: [BuiltUser['user'], Record<string, unknown>, string][] = [
      [admin.user, { nome: 'Novo Nome' }, M.rhOnAdmin],
      [admin.user, { status_usuario: 'inativo' }, M.rhOnAdmin],
      [admin.user, { role: 'colaborador' }, M.rhOnAdmin],
      [colab.user, { role: 'admin' }, M.rhGrantsAdmin],
    ];
    for (const [target, changes, message] of cases) {
      const res = await call('PATCH', `/api/users/${target.id}`, rh.auth, edit(target, changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(403);
      expect(res.json().error).toBe(message);
      expect(await row(target.id)).toEqual(target);
    }
    expect((await me(admin.auth)).statusCode).toBe(200);
    const ok = await call(
      'PATCH',
      `/api/users/${colab.user.id}`,
      rh.auth,
      edit(colab.user, { role: 'compliance' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().role).toBe('compliance');
    expect(await audits('usuario_alterado')).toHaveLength(1);
  });

  it('nobody changes their own role or deactivates themselves; editing one’s own data is fine', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Chefe' });
    const rh = await buildUser(t, { role: 'rh' });
    const demote = await call(
      'PATCH',
      `/api/users/${admin.user.id}`,
      admin.auth,
      edit(admin.user, { role: 'rh' }),
    );
    expect(demote.statusCode).toBe(403);
    expect(demote.json().error).toBe(M.selfRole);
    const off = await call(
      'PATCH',
      `/api/users/${rh.user.id}`,
      rh.auth,
      edit(rh.user, { status_usuario: 'inativo' }),
    );
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe(M.selfDeactivate);
    const rename = await call(
      'PATCH',
      `/api/users/${admin.user.id}`,
      admin.auth,
      edit(admin.user, { nome: 'Chefe Geral' }),
    );
    expect(rename.statusCode).toBe(200);
    expect((await me(admin.auth)).json().nome).toBe('Chefe Geral');
  });

  it('changes nome, login and role, audits what changed, keeps the status when not sent', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Chefe' });
    const { user } = await buildUser(t, { nome: 'Ana', login: 'ana' });
    const res = await call('PATCH', `/api/users/${user.id}`, admin.auth, {
      nome: ' Ana Ribeiro ',
      login: 'Ana.Ribeiro',
      role: 'rh',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      nome: 'Ana Ribeiro',
      login: 'Ana.Ribeiro',
      role: 'rh',
      status_usuario: 'ativo',
      primeiro_login: false,
      email: null,
    });
    const [entry] = await audits('usuario_alterado');
    expect(entry).toMatchObject({ usuario_id: admin.user.id, usuario_nome: 'Chefe' });
    expect(entry!.detalhes).toBe(
      'Alterou Ana (ana): nome de "Ana" para "Ana Ribeiro"; login de "ana" para "Ana.Ribeiro"; cargo de Colaborador para RH',
    );
    expect((await login('ana.ribeiro', DEFAULT_PASSWORD)).statusCode).toBe(200);
    // Saving without a change writes nothing.
    const again = await call('PATCH', `/api/users/${user.id}`, admin.auth, res.json());
    expect(again.statusCode).toBe(200);
    expect(await audits('usuario_alterado')).toHaveLength(1);
  });

  it('inativo ends the user’s access at once; reactivating does not revive the old session', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Chefe' });
    const target = await buildUser(t, { nome: 'Rui Costa', login: 'rui' });
    expect((await me(target.auth)).statusCode).toBe(200);
    const off = await call('PATCH', `/api/users/${target.user.id}`, admin.auth, {
      ...edit(target.user),
      status_usuario: 'inativo',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().status_usuario).toBe('inativo');
    expect((await me(target.auth)).statusCode).toBe(401);
    const refused = await login('rui', DEFAULT_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/inativa/);
    expect((await audits('usuario_desativado')).map((e) => e.detalhes)).toEqual([
      'Desativou Rui Costa (rui)',
    ]);
    expect(await audits('usuario_alterado')).toHaveLength(0);

    const on = await call('PATCH', `/api/users/${target.user.id}`, admin.auth, {
      ...edit(target.user),
      status_usuario: 'ativo',
    });
    expect(on.json().status_usuario).toBe('ativo');
    expect((await audits('usuario_reativado')).map((e) => e.detalhes)).toEqual([
      'Reativou Rui Costa (rui)',
    ]);
    expect((await me(target.auth)).statusCode).toBe(401);
    expect((await login('rui', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('PATCH /api/users/{id}: e-mail', () => {
  it('sets, keeps when absent, and removes an e-mail, lower-cased, audited; refuses a bad or taken one in Portuguese', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const ana = await buildUser(t, { nome: 'Ana Ribeiro' });
    const outra = await buildUser(t, { email: 'ocupado@fazenda.test' });
    const base = { nome: ana.user.nome, login: ana.user.login, role: ana.user.role };
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${ana.user.id}`,
        headers: admin.auth,
        payload,
      });

    let res = await patch({ ...base, email: '  Ana.Ribeiro@Fazenda.TEST ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('ana.ribeiro@fazenda.test');
    res = await patch(base);
    expect(res.json().email).toBe('ana.ribeiro@fazenda.test');

    res = await patch({ ...base, email: 'sem-arroba' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('E-mail inválido.');
    res = await patch({ ...base, email: 'OCUPADO@fazenda.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Este e-mail já está em uso.');
    expect(
      (
        await t.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', ana.user.id)
          .executeTakeFirstOrThrow()
      ).email,
    ).toBe('ana.ribeiro@fazenda.test');

    res = await patch({ ...base, email: '' });
    expect(res.json().email).toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detalhes')
      .where('detalhes', 'like', '%e-mail%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.detalhes).join('\n')).toContain(
      'e-mail de (nenhum) para "ana.ribeiro@fazenda.test"',
    );
    expect(outra.user.email).toBe('ocupado@fazenda.test');
  });

  it('creates a user with an e-mail', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.auth,
      payload: {
        nome: 'Caio Lima',
        login: 'caio.lima',
        senha: 'SenhaForte123',
        role: 'rh',
        email: 'Caio@Fazenda.test',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBe('caio@fazenda.test');
  });
});
