import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSecondInstance, createTestApp, linhasDe, type TestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD, type BuiltUser } from '../../test/factories.js';
import { Autenticador } from '../../test/autenticador.js';
import { segundoFatorHelpers } from '../../test/segundo-fator.js';
import {
  PASSKEY_DESCONHECIDA,
  PASSKEY_EXIGIDA,
  PASSKEY_INVALIDA,
  PASSKEY_ULTIMA_OBRIGATORIA,
} from '../../../common/schemas/passkeys.js';

const HOST = 'portal.test';
const ORIGEM = `http://${HOST}`;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: { loginFailuresPerAddress: 1000 } });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  auth?: { authorization: string },
  payload?: unknown,
  o: { app?: TestApp; ip?: string; host?: string } = {},
) =>
  (o.app ?? t).app.inject({
    method,
    url,
    headers: { host: o.host ?? HOST, 'user-agent': UA_ANDROID, ...(auth ?? {}) },
    payload: payload as object | undefined,
    remoteAddress: o.ip ?? '10.0.0.1',
  });
const UA_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A146M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Adds a passkey of `aut` to `u`'s account through the API. */
async function adicionar(u: BuiltUser, aut = new Autenticador(ORIGEM)) {
  const op = await call('POST', '/api/passkeys/registro/opcoes', u.auth);
  expect(op.statusCode).toBe(200);
  const res = await call('POST', '/api/passkeys/registro', u.auth, aut.registrar(op.json()));
  expect(res.statusCode).toBe(201);
  return { aut, passkey: res.json() as { id: number; nome: string } };
}

async function opcoesDeLogin(app?: TestApp) {
  const op = await call('POST', '/api/passkeys/login/opcoes', undefined, undefined, { app });
  expect(op.statusCode).toBe(200);
  return op.json() as { challenge: string; rpId: string; userVerification: string };
}

const entrar = async (aut: Autenticador, o: { uv?: boolean; origem?: string; ip?: string } = {}) =>
  call('POST', '/api/passkeys/login', undefined, aut.assinar(await opcoesDeLogin(), o), {
    ip: o.ip,
  });

const audits = (acao: string) =>
  t.db.selectFrom('audit_log').selectAll().where('acao', '=', acao).orderBy('id').execute();

describe('passkeys: gates', () => {
  it('401 without a session on the routes of one’s own passkeys', async () => {
    expect((await call('POST', '/api/passkeys/registro/opcoes')).statusCode).toBe(401);
    expect((await call('POST', '/api/passkeys/registro', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/me/passkeys')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/me/passkeys/1', undefined, {})).statusCode).toBe(401);
  });

  it('400 in Portuguese for a malformed answer, storing nothing', async () => {
    const u = await buildUser(t);
    for (const body of [{}, { id: 'x' }, { id: 'a b', rawId: 'x', type: 'public-key' }]) {
      const reg = await call('POST', '/api/passkeys/registro', u.auth, body);
      expect(reg.statusCode).toBe(400);
      expect(reg.json().error).toBe(PASSKEY_INVALIDA);
      const login = await call('POST', '/api/passkeys/login', undefined, body);
      expect(login.statusCode).toBe(400);
      expect(login.json().error).toBe(PASSKEY_INVALIDA);
    }
    expect(await t.db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
  });
});

describe('adding a passkey and signing in with it', () => {
  it('asks for the user verified and a resident key, for the relying party of the request', async () => {
    const u = await buildUser(t);
    const op = (await call('POST', '/api/passkeys/registro/opcoes', u.auth)).json();
    expect(op.rp).toEqual({ name: 'Portal do Colaborador', id: HOST });
    expect(op.user.name).toBe(u.user.login);
    expect(op.authenticatorSelection).toMatchObject({
      userVerification: 'required',
      residentKey: 'required',
    });
    expect(op.challenge).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // kept only as a hash
    const guardado = await t.db.selectFrom('desafios_passkey').selectAll().execute();
    expect(guardado).toHaveLength(1);
    expect(guardado[0]!.desafio_hash).not.toBe(op.challenge);
  });

  it('lists it by the device’s name, signs in with no password, with a session, audited as a login', async () => {
    const u = await buildUser(t, { nome: 'Joana Lima' });
    const { aut, passkey } = await adicionar(u);
    expect(passkey.nome).toBe('Chrome no Android');
    const lista = await call('GET', '/api/me/passkeys', u.auth);
    expect(lista.json()).toEqual([
      {
        id: passkey.id,
        nome: 'Chrome no Android',
        criado_em: expect.any(String),
        ultimo_uso_em: null,
      },
    ]);
    expect((await audits('passkey_adicionada')).map((a) => a.usuario_id)).toEqual([u.user.id]);

    const res = await entrar(aut);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['token', 'user']);
    expect(res.json().user).toMatchObject({ id: u.user.id, nome: 'Joana Lima' });
    const auth = { authorization: `Bearer ${res.json().token}` };
    expect((await call('GET', '/api/me', auth)).statusCode).toBe(200);
    const sessoes = (await call('GET', '/api/me/sessoes', auth)).json() as { atual: boolean }[];
    expect(sessoes).toHaveLength(2);
    expect(sessoes.filter((s) => s.atual)).toHaveLength(1);
    const logins = await audits('login');
    expect(logins.at(-1)).toMatchObject({ usuario_id: u.user.id });
    expect(logins.at(-1)!.detalhes).toMatch(/chave de acesso/);
    const depois = (await call('GET', '/api/me/passkeys', u.auth)).json();
    expect(depois[0].ultimo_uso_em).toEqual(expect.any(String));
  });

  it('PUBLIC_URL names the relying party; an answer from another origin is refused', async () => {
    await t.close();
    t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.empresa.com.br/' } });
    const u = await buildUser(t);
    const aut = new Autenticador('https://portal.empresa.com.br');
    const op = (await call('POST', '/api/passkeys/registro/opcoes', u.auth)).json();
    expect(op.rp.id).toBe('portal.empresa.com.br');
    // the request's own host does not matter any more
    expect(
      (await call('POST', '/api/passkeys/registro', u.auth, aut.registrar(op))).statusCode,
    ).toBe(201);
    const res = await entrar(aut, { origem: 'https://portal-falso.com.br' });
    expect(res.statusCode).toBe(401);
    expect((await entrar(aut)).statusCode).toBe(200);
  });

  it('refuses a passkey made without the user verified (no fingerprint, no screen lock)', async () => {
    const u = await buildUser(t);
    const aut = new Autenticador(ORIGEM);
    const op = (await call('POST', '/api/passkeys/registro/opcoes', u.auth)).json();
    const res = await call(
      'POST',
      '/api/passkeys/registro',
      u.auth,
      aut.registrar(op, { uv: false }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PASSKEY_INVALIDA);
    const { aut: boa } = await adicionar(u);
    const semUv = await entrar(boa, { uv: false });
    expect(semUv.statusCode).toBe(401);
    expect(semUv.json().error).toBe(PASSKEY_INVALIDA);
  });
});

describe('challenges', () => {
  it('are single-use: the same answer twice signs in once', async () => {
    const u = await buildUser(t);
    const { aut } = await adicionar(u);
    const resposta = aut.assinar(await opcoesDeLogin());
    const [a, b] = await Promise.all([
      call('POST', '/api/passkeys/login', undefined, resposta),
      call('POST', '/api/passkeys/login', undefined, resposta),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
  });

  it('expire in 5 minutes', async () => {
    const u = await buildUser(t);
    const { aut } = await adicionar(u);
    vi.useFakeTimers({ toFake: ['Date'] });
    const op = await opcoesDeLogin();
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const res = await call('POST', '/api/passkeys/login', undefined, aut.assinar(op));
    expect(res.statusCode).toBe(401);
    vi.setSystemTime(Date.now() - 2 * 60_000);
    const op2 = await opcoesDeLogin();
    vi.setSystemTime(Date.now() + 4 * 60_000);
    expect(
      (await call('POST', '/api/passkeys/login', undefined, aut.assinar(op2))).statusCode,
    ).toBe(200);
  });

  it('are accepted by another instance of the same database', async () => {
    const u = await buildUser(t);
    const { aut } = await adicionar(u);
    const outra = await createSecondInstance(t);
    try {
      const op = await opcoesDeLogin(outra);
      const res = await call('POST', '/api/passkeys/login', undefined, aut.assinar(op));
      expect(res.statusCode).toBe(200);
    } finally {
      await outra.close();
    }
  });

  it('a registration challenge serves only the person who asked for it', async () => {
    const a = await buildUser(t);
    const b = await buildUser(t);
    const op = (await call('POST', '/api/passkeys/registro/opcoes', a.auth)).json();
    const aut = new Autenticador(ORIGEM);
    const res = await call('POST', '/api/passkeys/registro', b.auth, aut.registrar(op));
    expect(res.statusCode).toBe(400);
    // nor is a sign-in's challenge good for a registration
    const login = await opcoesDeLogin();
    const res2 = await call(
      'POST',
      '/api/passkeys/registro',
      a.auth,
      aut.registrar({ ...op, challenge: login.challenge }),
    );
    expect(res2.statusCode).toBe(400);
    expect(await t.db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
  });
});

describe('brute force and refusals', () => {
  it('failed passkey sign-ins count toward the login’s lockout, then even a right one gets 429', async () => {
    const u = await buildUser(t);
    const { aut } = await adicionar(u);
    for (let i = 0; i < 10; i++) {
      const res = await entrar(aut, { origem: 'http://outro.test' });
      expect(res.statusCode).toBe(401);
    }
    const res = await entrar(aut);
    expect(res.statusCode).toBe(429);
    // the password too
    const { entrar: senha } = segundoFatorHelpers(() => t);
    expect((await senha(u.user.login, DEFAULT_PASSWORD)).statusCode).toBe(429);
    expect(
      (await audits('login_falhou')).filter((a) => a.detalhes === 'Chave de acesso recusada'),
    ).toHaveLength(10);
  });

  it('sign-in challenges are limited per address: 429 in Portuguese, and no challenge stored', async () => {
    await t.close();
    t = await createTestApp({ limits: { passkeyOpcoesPerMinute: 2 } });
    const desafios = () => linhasDe(t.db, 'desafios_passkey');
    const pedir = (ip: string) =>
      call('POST', '/api/passkeys/login/opcoes', undefined, undefined, { ip });
    expect((await pedir('10.7.7.7')).statusCode).toBe(200);
    expect((await pedir('10.7.7.7')).statusCode).toBe(200);
    expect(await desafios()).toBe(2);
    const recusado = await pedir('10.7.7.7');
    expect(recusado.statusCode).toBe(429);
    expect(recusado.json().error).toBe('Muitas requisições. Aguarde e tente novamente.');
    expect(Number(recusado.headers['retry-after'])).toBeGreaterThan(0);
    expect(await desafios()).toBe(2);
    // another address is not held back by this one
    expect((await pedir('10.7.7.8')).statusCode).toBe(200);
  });

  it('an unknown passkey counts toward the address’s lockout', async () => {
    await t.close();
    t = await createTestApp({ limits: { loginFailuresPerAddress: 3 } });
    const estranha = new Autenticador(ORIGEM);
    for (let i = 0; i < 3; i++) {
      const res = await entrar(estranha, { ip: '10.9.9.9' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(PASSKEY_DESCONHECIDA);
    }
    expect((await entrar(estranha, { ip: '10.9.9.9' })).statusCode).toBe(429);
    expect((await entrar(estranha, { ip: '10.9.9.8' })).statusCode).toBe(401);
  });
});

describe('removing one’s passkey', () => {
  it('asks for the password, refuses another’s, and the removed passkey no longer signs in', async () => {
    const u = await buildUser(t);
    const outro = await buildUser(t);
    const { aut, passkey } = await adicionar(u);
    const url = `/api/me/passkeys/${passkey.id}`;
    expect((await call('DELETE', url, u.auth, {})).statusCode).toBe(400);
    const errada = await call('DELETE', url, u.auth, { senha: 'SenhaErrada999' });
    expect(errada.statusCode).toBe(400);
    expect(errada.json().error).toBe('Senha incorreta.');
    const alheia = await call('DELETE', url, outro.auth, { senha: DEFAULT_PASSWORD });
    expect(alheia.statusCode).toBe(404);
    expect((await call('PATCH', url, outro.auth, { nome: 'Minha' })).statusCode).toBe(404);
    const renomeada = await call('PATCH', url, u.auth, { nome: '  Celular da Joana ' });
    expect(renomeada.json().nome).toBe('Celular da Joana');
    expect((await call('DELETE', url, u.auth, { senha: DEFAULT_PASSWORD })).statusCode).toBe(204);
    expect((await call('GET', '/api/me/passkeys', u.auth)).json()).toEqual([]);
    const res = await entrar(aut);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(PASSKEY_DESCONHECIDA);
    expect((await audits('passkey_removida')).map((a) => a.detalhes)).toEqual([
      'Removeu a chave de acesso "Celular da Joana"',
    ]);
  });

  it('a reset by RH and a deactivation remove the person’s passkeys', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const a = await buildUser(t);
    const b = await buildUser(t);
    const { aut: autA } = await adicionar(a);
    const { aut: autB } = await adicionar(b);
    const reset = await call('PATCH', `/api/users/${a.user.id}/password`, rh.auth, {
      password: 'SenhaNova2026',
    });
    expect(reset.statusCode).toBe(200);
    expect((await entrar(autA)).statusCode).toBe(401);
    const desativado = await call('PATCH', `/api/users/${b.user.id}`, rh.auth, {
      nome: b.user.nome,
      login: b.user.login,
      role: b.user.role,
      status_usuario: 'inativo',
    });
    expect(desativado.statusCode).toBe(200);
    expect(await t.db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
    expect((await entrar(autB)).statusCode).toBe(401);
    const detalhes = (await audits('senha_redefinida')).map((x) => x.detalhes);
    expect(detalhes.at(-1)).toMatch(/1 chave de acesso removida/);
  });
});

describe('a staff member’s passkey is their second factor', () => {
  const exigir = async (admin: BuiltUser, papeis: string[]) =>
    expect(
      (await call('PUT', '/api/seguranca/2fa-obrigatorio', admin.auth, { papeis })).statusCode,
    ).toBe(200);

  it('signs in with no code though two-factor sign-in is on', async () => {
    const { ativar, entrar: senha } = segundoFatorHelpers(() => t);
    const rh = await buildUser(t, { role: 'rh' });
    const { aut } = await adicionar(rh);
    await ativar(rh);
    expect((await senha(rh.user.login, DEFAULT_PASSWORD)).json().mfa_requerido).toBe(true);
    const res = await entrar(aut);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('meets the role’s requirement: no enrolment asked; the password alone is refused; the last one stays', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const rh = await buildUser(t, { role: 'rh' });
    const semChave = await buildUser(t, { role: 'rh' });
    await exigir(admin, ['rh']);
    // not yet: held for enrolment, but free to add a passkey
    expect((await call('GET', '/api/atendimentos', rh.auth)).statusCode).toBe(403);
    const { aut, passkey } = await adicionar(rh);
    expect((await call('GET', '/api/me', rh.auth)).json().mfa_cadastro_pendente).toBeUndefined();
    expect((await call('GET', '/api/atendimentos', rh.auth)).statusCode).toBe(200);
    expect((await call('GET', '/api/atendimentos', semChave.auth)).statusCode).toBe(403);

    const { entrar: senha } = segundoFatorHelpers(() => t);
    const soSenha = await senha(rh.user.login, DEFAULT_PASSWORD);
    expect(soSenha.statusCode).toBe(403);
    expect(soSenha.json().error).toBe(PASSKEY_EXIGIDA);
    const res = await entrar(aut);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.mfa_cadastro_pendente).toBeUndefined();

    const remover = await call('DELETE', `/api/me/passkeys/${passkey.id}`, rh.auth, {
      senha: DEFAULT_PASSWORD,
    });
    expect(remover.statusCode).toBe(409);
    expect(remover.json().error).toBe(PASSKEY_ULTIMA_OBRIGATORIA);
    const { passkey: segunda } = await adicionar(rh);
    const ok = await call('DELETE', `/api/me/passkeys/${segunda.id}`, rh.auth, {
      senha: DEFAULT_PASSWORD,
    });
    expect(ok.statusCode).toBe(204);
  });
});
