import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { codigoEm, segundoFatorHelpers } from '../../test/segundo-fator.js';
import { redefinirSegundoFator } from './redefinir-2fa.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: { loginFailuresPerAddress: 1000 } });
});
afterEach(() => t.close());
const { inject, entrar, segundoPasso, ativar, desafioDe, audits } = segundoFatorHelpers(() => t);
const URL = '/api/seguranca/2fa-obrigatorio';
const ENROL_FIRST = 'Ative a verificação em duas etapas para continuar.';

describe('GET/PUT /api/seguranca/2fa-obrigatorio', () => {
  it('401 without a session, 400 for bad roles, 403 for every role but admin', async () => {
    expect((await inject('GET', URL)).statusCode).toBe(401);
    expect((await inject('PUT', URL, undefined, { papeis: [] })).statusCode).toBe(401);
    const admin = await buildUser(t, { role: 'admin' });
    for (const payload of [
      {},
      { papeis: 'rh' },
      { papeis: ['colaborador'] },
      { papeis: ['chefe'] },
    ]) {
      const res = await inject('PUT', URL, admin.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/[Pp]erfi/);
    }
    for (const role of ['colaborador', 'rh', 'compliance'] as const) {
      const u = await buildUser(t, { role });
      expect((await inject('GET', URL, u.auth)).statusCode).toBe(403);
      expect((await inject('PUT', URL, u.auth, { papeis: [] })).statusCode).toBe(403);
    }
  });

  it('an admin sets the roles; the change is audited', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    expect((await inject('GET', URL, admin.auth)).json()).toEqual({ papeis: [] });
    const put = await inject('PUT', URL, admin.auth, { papeis: ['rh', 'compliance', 'rh'] });
    expect(put.json()).toEqual({ papeis: ['compliance', 'rh'] });
    expect((await inject('GET', URL, admin.auth)).json()).toEqual({ papeis: ['compliance', 'rh'] });
    const entries = await audits('2fa_obrigatorio');
    expect(entries.map((e) => e.detalhes)).toEqual([
      'Verificação em duas etapas obrigatória para: Compliance, RH (antes: nenhum)',
    ]);
    expect(entries[0]!.usuario_id).toBe(admin.user.id);
  });
});

describe('a role that requires two-factor sign-in', () => {
  it('a member without it logs in, is flagged, and gets 403 everywhere but enrolment until enrolled', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const rh = await buildUser(t, { role: 'rh' });
    await inject('PUT', URL, admin.auth, { papeis: ['rh', 'admin'] });

    const res = await entrar(rh.user.login, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.mfa_cadastro_pendente).toBe(true);
    const auth = { authorization: `Bearer ${res.json().token}` };
    const me = await inject('GET', '/api/me', auth);
    expect(me.json().mfa_cadastro_pendente).toBe(true);
    for (const url of ['/api/users', '/api/atendimentos', '/api/links', '/api/auditoria']) {
      const r = await inject('GET', url, auth);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().error).toBe(ENROL_FIRST);
    }
    const colab = await buildUser(t, { role: 'colaborador' });
    expect((await inject('GET', '/api/links', colab.auth)).statusCode).toBe(200);

    const { segredo } = await ativar({ ...rh, auth });
    expect((await inject('GET', '/api/users', auth)).statusCode).toBe(200);
    expect((await inject('GET', '/api/me', auth)).json().mfa_cadastro_pendente).toBeUndefined();
    const next = await segundoPasso(await desafioDe(rh), codigoEm(segredo, Date.now() + 30_000));
    expect(next.statusCode).toBe(200);
    expect(next.json().user.mfa_cadastro_pendente).toBeUndefined();
  });

  it('a temporary password is changed first, then enrolment', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const novo = await buildUser(t, { role: 'compliance', primeiroLogin: true });
    await inject('PUT', URL, admin.auth, { papeis: ['compliance'] });
    const res = await entrar(novo.user.login, DEFAULT_PASSWORD);
    expect(res.json().user).toMatchObject({ primeiro_login: true, mfa_cadastro_pendente: true });
    const auth = { authorization: `Bearer ${res.json().token}` };
    const start = await inject('POST', '/api/me/2fa', auth, { senha: DEFAULT_PASSWORD });
    expect(start.statusCode).toBe(403);
    expect(start.json().error).toBe('Troque sua senha temporária antes de continuar.');
    const changed = await inject('POST', '/api/alterar-senha', auth, {
      novaSenha: 'OutraSenha456',
    });
    expect(changed.statusCode).toBe(200);
  });

  it('the operator reset turns it off and clears the lockout; the role leads to enrolment again', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const rh = await buildUser(t, { role: 'rh' });
    const { segredo } = await ativar(rh);
    await inject('PUT', URL, admin.auth, { papeis: ['rh'] });
    for (let i = 0; i < 10; i++) await segundoPasso(await desafioDe(rh), String(300000 + i));
    expect((await entrar(rh.user.login, DEFAULT_PASSWORD)).statusCode).toBe(429);

    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', rh.user.id)
      .executeTakeFirstOrThrow();
    await redefinirSegundoFator(t.handle, row);
    const res = await entrar(rh.user.login, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.mfa_cadastro_pendente).toBe(true);
    const codes = await t.db.selectFrom('codigos_recuperacao').selectAll().execute();
    expect(codes).toEqual([]);
    expect((await audits('2fa_redefinida')).map((a) => a.detalhes)).toEqual([
      `Verificação em duas etapas de ${rh.user.nome} (${rh.user.login}) redefinida pela linha de comando`,
    ]);
    // the old secret is gone: a new enrolment gives a new one
    const again = await inject(
      'POST',
      '/api/me/2fa',
      { authorization: `Bearer ${res.json().token}` },
      { senha: rh.password },
    );
    expect(again.json().segredo).not.toBe(segredo);
  });
});
