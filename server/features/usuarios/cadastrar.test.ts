import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const cadastrar = (auth: { authorization: string } | undefined, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cadastrar',
    headers: auth ?? {},
    payload: body as object,
  });
const valid = {
  nome: 'Ana Ribeiro',
  login: 'ana.ribeiro',
  senha: 'Temporaria1',
  role: 'colaborador',
};

describe('POST /api/cadastrar', () => {
  it('401 without a token', async () => {
    expect((await cadastrar(undefined, valid)).statusCode).toBe(401);
  });

  it('400 for each invalid field, with a Portuguese message', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const cases: [object, RegExp][] = [
      [{ ...valid, nome: '   ' }, /Nome/],
      [{ ...valid, login: '' }, /Login/],
      [{ ...valid, login: 'com espaço' }, /Login/],
      [{ ...valid, senha: '123' }, /8 caracteres/],
      [{ ...valid, role: 'gerente' }, /Cargo/],
      [{ ...valid, nome: 'x'.repeat(500) }, /máximo/],
      [{ nome: 1, login: [], senha: {}, role: null }, /./],
    ];
    for (const [body, msg] of cases) {
      const res = await cadastrar(admin.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(msg);
    }
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(2);
  });

  it('403 for every role but admin', async () => {
    for (const role of ['colaborador', 'rh', 'compliance'] as const) {
      const u = await buildUser(t, { role });
      const res = await cadastrar(u.auth, { ...valid, login: `x_${role}` });
      expect(res.statusCode).toBe(403);
    }
  });

  it('creates the user with a temporary password and audits it; 409 on a login taken ignoring case', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Chefe' });
    const res = await cadastrar(admin.auth, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nome: 'Ana Ribeiro',
      login: 'ana.ribeiro',
      role: 'colaborador',
      primeiro_login: true,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/argon2/);
    const dup = await cadastrar(admin.auth, { ...valid, login: '  ANA.Ribeiro ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatch(/já está em uso/);
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('acao', '=', 'cadastro')
      .where('usuario_id', '=', admin.user.id)
      .executeTakeFirstOrThrow();
    expect(entry.detalhes).toContain('ana.ribeiro');
    expect(entry.usuario_nome).toBe('Chefe');
    const loginRes = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'ana.ribeiro', senha: 'Temporaria1' },
    });
    expect(loginRes.json().user.primeiro_login).toBe(true);
  });
});
