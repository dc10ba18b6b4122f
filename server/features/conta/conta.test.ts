import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD, tokenPara } from '../../test/factories.js';
import { TokenService } from '../../lib/tokens.js';
import { SignJWT } from 'jose';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: { loginFailuresPerAddress: 1000 } });
});
afterEach(() => t.close());

const login = (body: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: body as object, remoteAddress: ip });

const auditActions = async () =>
  (
    await t.db.selectFrom('audit_log').select(['acao', 'login', 'detalhes']).orderBy('id').execute()
  ).map((r) => r.acao);

describe('POST /api/login', () => {
  it('answers 400 with a Portuguese message for missing fields, wrong types and malformed JSON', async () => {
    for (const body of [{}, { login: 'a' }, { login: 1, senha: 2 }, { login: '', senha: 'x' }]) {
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/[Ii]nforme|inválid/);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "admin",',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'JSON inválido no corpo da requisição.' });
  });

  it('says a login or password over 200 characters is too long, rather than asking for it', async () => {
    const longLogin = await login({ login: 'a'.repeat(201), senha: 'x' });
    expect(longLogin.statusCode).toBe(400);
    expect(longLogin.json()).toEqual({ error: 'O usuário deve ter no máximo 200 caracteres.' });
    const longPassword = await login({ login: 'joana', senha: 'x'.repeat(201) });
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.json()).toEqual({ error: 'A senha deve ter no máximo 200 caracteres.' });
  });

  it('refuses a wrong password and an unknown login with the same 401 and audits both', async () => {
    const { user } = await buildUser(t, { login: 'joana' });
    const wrong = await login({ login: 'joana', senha: 'errada123' });
    const unknown = await login({ login: 'ninguem', senha: 'errada123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Usuário ou senha inválidos' });
    }
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('acao', '=', 'login_falhou')
      .execute();
    expect(entries.map((e) => e.login).sort()).toEqual(['joana', 'ninguem']);
    expect(entries.find((e) => e.login === 'joana')?.usuario_id).toBe(user.id);
  });

  it('logs in ignoring case and surrounding spaces, answers token and user without the hash', async () => {
    const { user } = await buildUser(t, { login: 'Carlos.Lima', nome: 'Carlos Lima' });
    const res = await login({ login: '  carlos.lima ', senha: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      id: user.id,
      nome: 'Carlos Lima',
      login: 'Carlos.Lima',
      role: 'colaborador',
      primeiro_login: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|senha_hash/);
    const me = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().nome).toBe('Carlos Lima');
    expect(await auditActions()).toContain('login');
  });

  it('answers 403 saying the account is inactive when an inactive user has the right password', async () => {
    await buildUser(t, { login: 'inativa', status: 'inativo' });
    const res = await login({ login: 'inativa', senha: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/inativa/i);
    const wrong = await login({ login: 'inativa', senha: 'outra-senha' });
    expect(wrong.statusCode).toBe(401);
  });

  it('locks a login for 15 minutes after 10 failures, even with the right password', async () => {
    await buildUser(t, { login: 'alvo' });
    for (let i = 0; i < 10; i++) {
      expect((await login({ login: 'alvo', senha: `errada${i}` }, `10.0.1.${i}`)).statusCode).toBe(
        401,
      );
    }
    const locked = await login({ login: 'ALVO', senha: DEFAULT_PASSWORD }, '10.0.2.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/15 minutos/);
    // The lock is in the database: it holds for a new app instance on the same data.
    const row = await t.db
      .selectFrom('login_throttle')
      .selectAll()
      .where('chave', '=', 'login:alvo')
      .executeTakeFirst();
    expect(row?.bloqueado_ate && Date.parse(row.bloqueado_ate) - Date.now()).toBeGreaterThan(
      14 * 60_000,
    );
    // Once the lock has passed, the right password works again.
    await t.db
      .updateTable('login_throttle')
      .set({
        bloqueado_ate: new Date(Date.now() - 1000).toISOString(),
        janela_inicio: new Date(Date.now() - 16 * 60_000).toISOString(),
      })
      .execute();
    expect((await login({ login: 'alvo', senha: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('failures spread over more than 15 minutes do not lock', async () => {
    await buildUser(t, { login: 'lento' });
    for (let i = 0; i < 9; i++) await login({ login: 'lento', senha: 'x' });
    await t.db
      .updateTable('login_throttle')
      .set({ janela_inicio: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('chave', '=', 'login:lento')
      .execute();
    await login({ login: 'lento', senha: 'x' });
    expect((await login({ login: 'lento', senha: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });
});

describe('per-address limit', () => {
  it('stops one address spraying across many logins', async () => {
    await t.close();
    t = await createTestApp({ limits: { loginFailuresPerAddress: 5 } });
    for (let i = 0; i < 5; i++) await login({ login: `pessoa${i}`, senha: 'x' }, '10.9.9.9');
    const res = await login({ login: 'outra', senha: 'x' }, '10.9.9.9');
    expect(res.statusCode).toBe(429);
    const elsewhere = await login({ login: 'outra', senha: 'x' }, '10.9.9.10');
    expect(elsewhere.statusCode).toBe(401);
  });
});

describe('bearer token rules', () => {
  const me = (authorization?: string) =>
    t.app.inject({ url: '/api/me', headers: authorization ? { authorization } : {} });

  it('refuses a missing, malformed, forged, expired or wrong-algorithm token with 401', async () => {
    const { user, token } = await buildUser(t);
    expect((await me()).statusCode).toBe(401);
    expect((await me('Bearer nada')).statusCode).toBe(401);
    expect((await me(`Basic ${token}`)).statusCode).toBe(401);
    const forged = await new TokenService('outro-segredo-com-mais-de-32-caracteres!!').sign({
      userId: user.id,
      version: 0,
      sid: 'x',
    });
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
    const expired = await tokenPara(t.db, t.app.ctx.tokens, user, -10);
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: String(user.id), ver: 0, exp: Math.floor(Date.now() / 1000) + 60 }),
    ).toString('base64url')}.`;
    expect((await me(`Bearer ${none}`)).statusCode).toBe(401);
    const hs512 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('segredo-de-teste-com-mais-de-32-caracteres'));
    expect((await me(`Bearer ${hs512}`)).statusCode).toBe(401);
    const res = await me();
    expect(res.json().error).toBeTruthy();
  });

  it('expires within a working day', async () => {
    const { token } = await buildUser(t);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(10 * 3600);
  });

  it('refuses the token of a deleted or deactivated user', async () => {
    const a = await buildUser(t);
    const b = await buildUser(t);
    await t.db
      .updateTable('users')
      .set({ status_usuario: 'inativo' })
      .where('id', '=', a.user.id)
      .execute();
    await t.db.deleteFrom('users').where('id', '=', b.user.id).execute();
    expect((await me(a.auth.authorization)).statusCode).toBe(401);
    expect((await me(b.auth.authorization)).statusCode).toBe(401);
  });
});

describe('POST /api/alterar-senha', () => {
  const change = (auth: { authorization: string } | undefined, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/alterar-senha',
      headers: auth ?? {},
      payload: body as object,
    });

  it('gates: 401 without token, 400 on bad input', async () => {
    expect((await change(undefined, { novaSenha: 'abcdefgh1' })).statusCode).toBe(401);
    const u = await buildUser(t, { login: 'paula' });
    const cases: [unknown, RegExp][] = [
      [{ novaSenha: 'abcdefgh1' }, /senha atual/i],
      [{ senhaAtual: 'errada', novaSenha: 'abcdefgh1' }, /incorreta/],
      [{ senhaAtual: DEFAULT_PASSWORD, novaSenha: 'curta' }, /8 caracteres/],
      [{ senhaAtual: DEFAULT_PASSWORD, novaSenha: DEFAULT_PASSWORD }, /diferente/],
      [{ senhaAtual: DEFAULT_PASSWORD }, /obrigat/i],
    ];
    for (const [body, msg] of cases) {
      const res = await change(u.auth, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(msg);
    }
    const asLogin = await buildUser(t, { login: 'loginlongo' });
    const res = await change(asLogin.auth, {
      senhaAtual: DEFAULT_PASSWORD,
      novaSenha: 'LoginLongo',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/login/);
  });

  it('changes the password, ends older tokens, clears primeiro_login and audits', async () => {
    const u = await buildUser(t, { login: 'novato', primeiroLogin: true });
    const res = await change(u.auth, { novaSenha: 'MinhaNovaSenha1' });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).statusCode).toBe(401);
    const again = await login({ login: 'novato', senha: 'MinhaNovaSenha1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.primeiro_login).toBe(false);
    expect((await login({ login: 'novato', senha: DEFAULT_PASSWORD })).statusCode).toBe(401);
    expect(await auditActions()).toContain('alterar_senha');
    const row = await t.db
      .selectFrom('users')
      .select('senha_hash')
      .where('id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    expect(row.senha_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('temporary password', () => {
  it('lets a primeiro_login user read the profile and change the password, nothing else', async () => {
    const u = await buildUser(t, { role: 'admin', primeiroLogin: true });
    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).statusCode).toBe(200);
    const links = await t.app.inject({ url: '/api/links', headers: u.auth });
    expect(links.statusCode).toBe(403);
    expect(links.json().error).toMatch(/Troque sua senha/);
    const cad = await t.app.inject({
      method: 'POST',
      url: '/api/cadastrar',
      headers: u.auth,
      payload: { nome: 'X', login: 'xx', senha: 'abcdefgh1', role: 'colaborador' },
    });
    expect(cad.statusCode).toBe(403);
  });
});
