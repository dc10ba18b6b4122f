import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { codigoEm, segundoFatorHelpers } from '../../test/segundo-fator.js';
import {
  CODIGO_JA_USADO,
  SENHA_INCORRETA_2FA,
  SENHA_OBRIGATORIA_2FA,
} from '../../../common/schemas/segundo-fator.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: { loginFailuresPerAddress: 1000 } });
});
afterEach(() => t.close());
const { inject, ativar, audits } = segundoFatorHelpers(() => t);
const row = (id: number) =>
  t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('two-factor enrolment: gates', () => {
  const calls = [
    ['GET', '/api/me/2fa'],
    ['POST', '/api/me/2fa'],
    ['POST', '/api/me/2fa/confirmar'],
    ['DELETE', '/api/me/2fa'],
  ] as const;

  it('answers 401 without a session and 403 to a colaborador', async () => {
    const colab = await buildUser(t, { role: 'colaborador' });
    for (const [method, url] of calls) {
      const anon = await inject(method, url, undefined, { codigo: '123456' });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      const res = await inject(method, url, colab.auth, { codigo: '123456' });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toBe('Acesso negado. Perfil não autorizado.');
    }
  });

  it('answers 400 in Portuguese for a missing or malformed code', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    await inject('POST', '/api/me/2fa', rh.auth, { senha: rh.password });
    for (const payload of [
      {},
      { codigo: '' },
      { codigo: '12345' },
      { codigo: 'abc' },
      { codigo: 7 },
    ]) {
      const res = await inject('POST', '/api/me/2fa/confirmar', rh.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/código/i);
    }
    const del = await inject('DELETE', '/api/me/2fa', rh.auth, { senha: rh.password });
    expect(del.statusCode).toBe(400);
  });
});

describe('two-factor enrolment', () => {
  it('starts with a base32 secret and an otpauth URL, stored encrypted and not active yet', async () => {
    const admin = await buildUser(t, { role: 'admin', login: 'ana.admin' });
    const res = await inject('POST', '/api/me/2fa', admin.auth, { senha: admin.password });
    expect(res.statusCode).toBe(200);
    const { segredo, otpauth_url } = res.json();
    expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.+ana\.admin\?/);
    expect(otpauth_url).toContain(`secret=${segredo}`);
    expect(otpauth_url).toMatch(/algorithm=SHA1&digits=6&period=30/);
    const stored = await row(admin.user.id);
    expect(stored.mfa_ativo).toBe(0);
    expect(stored.mfa_segredo).toMatch(/^v1\./);
    expect(stored.mfa_segredo).not.toContain(segredo);
    const estado = await inject('GET', '/api/me/2fa', admin.auth);
    expect(estado.json()).toEqual({ ativo: false, obrigatorio: false, codigos_restantes: 0 });
  });

  it('starting again replaces the pending secret: a code of the old one no longer confirms', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const first = (await inject('POST', '/api/me/2fa', rh.auth, { senha: rh.password })).json()
      .segredo;
    const second = (await inject('POST', '/api/me/2fa', rh.auth, { senha: rh.password })).json()
      .segredo;
    expect(second).not.toBe(first);
    const old = await inject('POST', '/api/me/2fa/confirmar', rh.auth, { codigo: codigoEm(first) });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toMatch(/Código inválido/);
    const ok = await inject('POST', '/api/me/2fa/confirmar', rh.auth, { codigo: codigoEm(second) });
    expect(ok.statusCode).toBe(200);
  });

  it('confirming without starting is a 400; a right code turns it on with 10 hashed recovery codes', async () => {
    const comp = await buildUser(t, { role: 'compliance' });
    const early = await inject('POST', '/api/me/2fa/confirmar', comp.auth, { codigo: '123456' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatch(/Comece a ativação/);

    const { codigos } = await ativar(comp);
    expect(codigos).toHaveLength(10);
    expect(new Set(codigos).size).toBe(10);
    for (const c of codigos) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const stored = await t.db
      .selectFrom('codigos_recuperacao')
      .select('codigo_hash')
      .where('usuario_id', '=', comp.user.id)
      .execute();
    expect(stored).toHaveLength(10);
    const hashes = stored.map((s) => s.codigo_hash).join(' ');
    for (const c of codigos) expect(hashes).not.toContain(c.replace('-', ''));
    expect((await row(comp.user.id)).mfa_ativo).toBe(1);
    expect((await inject('GET', '/api/me/2fa', comp.auth)).json()).toEqual({
      ativo: true,
      obrigatorio: false,
      codigos_restantes: 10,
    });
    expect(await audits('2fa_ativada')).toHaveLength(1);
    // on already: starting or confirming again is refused
    const again = await inject('POST', '/api/me/2fa', comp.auth, { senha: comp.password });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/já está ativa/);
  });

  it('turning it off takes a valid code: a wrong one is a 400 and counts as a failed login', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const { codigos } = await ativar(admin);
    const wrong = await inject('DELETE', '/api/me/2fa', admin.auth, {
      senha: admin.password,
      codigo: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Código de verificação inválido.');
    const failures = await t.db
      .selectFrom('login_throttle')
      .select('falhas')
      .where('chave', '=', `login:${admin.user.login_normalizado}`)
      .executeTakeFirst();
    expect(failures?.falhas).toBe(1);
    expect(await audits('2fa_codigo_falhou')).toHaveLength(1);

    const off = await inject('DELETE', '/api/me/2fa', admin.auth, {
      senha: admin.password,
      codigo: codigos[0],
    });
    expect(off.statusCode).toBe(204);
    const stored = await row(admin.user.id);
    expect([stored.mfa_ativo, stored.mfa_segredo]).toEqual([0, null]);
    const left = await t.db
      .selectFrom('codigos_recuperacao')
      .selectAll()
      .where('usuario_id', '=', admin.user.id)
      .execute();
    expect(left).toEqual([]);
    expect(await audits('2fa_desativada')).toHaveLength(1);
    const twice = await inject('DELETE', '/api/me/2fa', admin.auth, {
      senha: admin.password,
      codigo: '123456',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('A verificação em duas etapas não está ativa.');
  });

  it('refuses to turn it off (409) when the role requires it', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const rh = await buildUser(t, { role: 'rh' });
    const { segredo } = await ativar(rh);
    const put = await inject('PUT', '/api/seguranca/2fa-obrigatorio', admin.auth, {
      papeis: ['rh'],
    });
    expect(put.statusCode).toBe(200);
    expect((await inject('GET', '/api/me/2fa', rh.auth)).json().obrigatorio).toBe(true);
    const res = await inject('DELETE', '/api/me/2fa', rh.auth, {
      senha: rh.password,
      codigo: codigoEm(segredo, Date.now() + 30_000),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'A verificação em duas etapas é obrigatória para o seu perfil e não pode ser desativada.',
    );
    expect((await row(rh.user.id)).mfa_ativo).toBe(1);
  });
});

describe('the password guards turning it on and off (a stolen session token alone cannot)', () => {
  const falhas = async (login: string) =>
    (
      await t.db
        .selectFrom('login_throttle')
        .select('falhas')
        .where('chave', '=', `login:${login}`)
        .executeTakeFirst()
    )?.falhas ?? 0;

  it('starting needs the password: none is 400, a wrong one 400 counted and audited, nothing stored', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const sem = await inject('POST', '/api/me/2fa', admin.auth);
    expect(sem.statusCode).toBe(400);
    expect(sem.json().error).toBe(SENHA_OBRIGATORIA_2FA);
    const vazia = await inject('POST', '/api/me/2fa', admin.auth, { senha: '' });
    expect(vazia.json().error).toBe(SENHA_OBRIGATORIA_2FA);
    const errada = await inject('POST', '/api/me/2fa', admin.auth, { senha: 'OutraSenha999' });
    expect(errada.statusCode).toBe(400);
    expect(errada.json().error).toBe(SENHA_INCORRETA_2FA);
    expect(errada.json()).not.toHaveProperty('segredo');
    expect((await row(admin.user.id)).mfa_segredo).toBeNull();
    expect(await falhas(admin.user.login_normalizado)).toBe(1);
    expect((await audits('login_falhou')).map((a) => a.detalhes)).toEqual([
      'Senha incorreta ao ativar a verificação em duas etapas',
    ]);
    const certa = await inject('POST', '/api/me/2fa', admin.auth, { senha: admin.password });
    expect(certa.statusCode).toBe(200);
  });

  it('10 wrong passwords lock it (429) even with the right one, like the login', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    for (let i = 0; i < 10; i++) {
      const res = await inject('POST', '/api/me/2fa', rh.auth, { senha: `Errada${i}xyz` });
      expect(res.statusCode).toBe(400);
    }
    const certa = await inject('POST', '/api/me/2fa', rh.auth, { senha: rh.password });
    expect(certa.statusCode).toBe(429);
    expect((await row(rh.user.id)).mfa_segredo).toBeNull();
  });

  it('turning it off needs the password too: a wrong one leaves it on, even with a right code', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const { codigos } = await ativar(admin);
    const sem = await inject('DELETE', '/api/me/2fa', admin.auth, { codigo: codigos[0] });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().error).toBe(SENHA_OBRIGATORIA_2FA);
    const errada = await inject('DELETE', '/api/me/2fa', admin.auth, {
      codigo: codigos[0],
      senha: 'NaoEhEssa123',
    });
    expect(errada.statusCode).toBe(400);
    expect(errada.json().error).toBe(SENHA_INCORRETA_2FA);
    expect((await row(admin.user.id)).mfa_ativo).toBe(1);
    // the code was not spent by the refused try
    const ok = await inject('DELETE', '/api/me/2fa', admin.auth, {
      codigo: codigos[0],
      senha: admin.password,
    });
    expect(ok.statusCode).toBe(204);
  });

  it('a code already used says so, and is not counted as a failure', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const ini = await inject('POST', '/api/me/2fa', admin.auth, { senha: admin.password });
    const codigo = codigoEm(ini.json().segredo);
    expect((await inject('POST', '/api/me/2fa/confirmar', admin.auth, { codigo })).statusCode).toBe(
      200,
    );
    const res = await inject('DELETE', '/api/me/2fa', admin.auth, {
      codigo,
      senha: admin.password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CODIGO_JA_USADO);
    expect(await falhas(admin.user.login_normalizado)).toBe(0);
    expect(await audits('2fa_codigo_falhou')).toEqual([]);
  });
});
