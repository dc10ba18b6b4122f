import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from '../../test/app.js';
import {
  bootstrapAdmin,
  buildUser,
  DEFAULT_PASSWORD,
  type BuiltUser,
} from '../../test/factories.js';
import { POLICY_MESSAGES as M } from './policy.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: { loginFailuresPerAddress: 1000 } });
});
afterEach(() => t.close());

type Auth = { authorization: string } | undefined;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, auth: Auth, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth ?? {}, payload: payload as object | undefined });
const login = (login: string, senha: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { login, senha } });
const me = (auth: Auth) => call('GET', '/api/me', auth);
const row = (id: number) =>
  t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
const audits = (acao: string) =>
  t.db.selectFrom('audit_log').selectAll().where('acao', '=', acao).orderBy('id').execute();
const edit = (u: BuiltUser['user'], changes: Record<string, unknown> = {}) => ({
  nome: u.nome,
  login: u.login,
  role: u.role,
  ...changes,
});
/** Leaves `admin` as the only active admin by deactivating the bootstrap one through the API. */
async function soleAdmin(nome = 'Única Admin') {
  const admin = await buildUser(t, { role: 'admin', nome });
  const boot = await bootstrapAdmin(t);
  const res = await call('PATCH', `/api/users/${boot.user.id}`, admin.auth, {
    ...edit(boot.user),
    status_usuario: 'inativo',
  });
  expect(res.statusCode).toBe(200);
  return admin;
}

const newUser = {
  nome: 'Beatriz Nogueira',
  login: 'bia.nogueira',
  senha: 'Provisoria123',
  role: 'colaborador',
};

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

  it('404 for an unknown id', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    for (const [method, url, body] of endpoints(424242).slice(2)) {
      const res = await call(method, url, admin.auth, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe('Usuário não encontrado.');
    }
  });
});

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
    });
  });
});

describe('POST /api/users', () => {
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
    // /api/cadastrar stays admin only (decisions section 2).
    const cad = await call('POST', '/api/cadastrar', rh.auth, { ...newUser, login: 'outro' });
    expect(cad.statusCode).toBe(403);
  });
});

describe('PATCH /api/users/{id}', () => {
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

describe('PATCH /api/users/{id}/password', () => {
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
});

describe('DELETE /api/users/{id}', () => {
  it('deletes the user, ends their session, keeps their audit entries and their tickets', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Chefe' });
    const target = await buildUser(t, { nome: 'Davi Melo', login: 'davi' });
    expect((await login('davi', DEFAULT_PASSWORD)).statusCode).toBe(200);
    // A ticket of theirs: atendimentos.usuario_id is ON DELETE SET NULL.
    const ticket = await t.db
      .insertInto('atendimentos')
      .values({
        usuario_id: target.user.id,
        usuario_nome: 'Davi Melo',
        status: 'aberto',
        criado_em: new Date().toISOString(),
        fechado_em: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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
});

describe('audit in the same transaction', () => {
  /** Makes the audit insert for `acao` fail inside the database. */
  async function failAuditOf(acao: string) {
    if (usingPostgres()) {
      await sql
        .raw(
          `create function falha_auditoria() returns trigger language plpgsql as $$
           begin if new.acao = '${acao}' then raise exception 'auditoria indisponível'; end if; return new; end $$;
           create trigger falha_auditoria before insert on audit_log for each row execute function falha_auditoria();`,
        )
        .execute(t.db);
    } else {
      await sql
        .raw(
          `create trigger falha_auditoria before insert on audit_log when new.acao = '${acao}'
           begin select raise(abort, 'auditoria indisponível'); end`,
        )
        .execute(t.db);
    }
  }

  it('a change whose audit entry cannot be written does not happen', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const target = await buildUser(t);
    await failAuditOf('usuario_excluido');
    const del = await call('DELETE', `/api/users/${target.user.id}`, admin.auth);
    expect(del.statusCode).toBe(500);
    expect(await row(target.user.id)).toEqual(target.user);
  });

  it('a deactivation whose audit entry fails leaves the user active, session intact', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const target = await buildUser(t);
    await failAuditOf('usuario_desativado');
    const res = await call(
      'PATCH',
      `/api/users/${target.user.id}`,
      admin.auth,
      edit(target.user, { status_usuario: 'inativo' }),
    );
    expect(res.statusCode).toBe(500);
    expect(await row(target.user.id)).toEqual(target.user);
    expect((await me(target.auth)).statusCode).toBe(200);
  });
});
