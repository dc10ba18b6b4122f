import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { codigoEm, segundoFatorHelpers } from '../../test/segundo-fator.js';
import { CODIGO_JA_USADO } from '../../../common/schemas/segundo-fator.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: { loginFailuresPerAddress: 1000 } });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});
const { inject, entrar, segundoPasso, ativar, desafioDe, audits } = segundoFatorHelpers(() => t);
const PASSO = 30_000;
/** The middle of a 30-second step, some time from now: codes of the steps around it are exact. */
const meioDoPasso = (minutos: number) =>
  Math.floor((Date.now() + minutos * 60_000) / PASSO) * PASSO + PASSO / 2;

async function staffCom2fa(role: 'admin' | 'rh' | 'compliance' = 'admin') {
  const u = await buildUser(t, { role });
  return { u, ...(await ativar(u)) };
}

describe('POST /api/login/2fa: gates', () => {
  it('answers 400 in Portuguese for a missing challenge or a malformed code', async () => {
    for (const payload of [
      {},
      { desafio: 'x' },
      { codigo: '123456' },
      { desafio: 'x', codigo: '1' },
    ]) {
      const res = await inject('POST', '/api/login/2fa', undefined, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/login novamente|código/i);
    }
  });

  it('answers 401 asking to log in again for an unknown challenge', async () => {
    const res = await segundoPasso('desafio-inventado', '123456');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/Faça login novamente/);
  });
});

describe('login with two-factor sign-in', () => {
  it('the password alone answers a challenge and no token; accounts without it are unchanged', async () => {
    const { u } = await staffCom2fa();
    const res = await entrar(u.user.login, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toMatch(/token|eyJ/);
    expect(res.json().desafio).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const plain = await buildUser(t, { role: 'admin' });
    const normal = await entrar(plain.user.login, DEFAULT_PASSWORD);
    expect(Object.keys(normal.json()).sort()).toEqual(['token', 'user']);
    expect(Object.keys(normal.json().user).sort()).toEqual([
      'id',
      'login',
      'nome',
      'primeiro_login',
      'role',
    ]);
  });

  it('accepts codes of t-30 s, t and t+30 s and refuses t±60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { u, segredo } = await staffCom2fa();
    const t0 = meioDoPasso(10);
    vi.setSystemTime(t0);
    for (const offset of [-2 * PASSO, 2 * PASSO]) {
      const res = await segundoPasso(await desafioDe(u), codigoEm(segredo, t0 + offset));
      expect(res.statusCode, `offset ${offset}`).toBe(401);
      expect(res.json().error).toBe('Código de verificação inválido.');
    }
    for (const offset of [-PASSO, 0, PASSO]) {
      const res = await segundoPasso(await desafioDe(u), codigoEm(segredo, t0 + offset));
      expect(res.statusCode, `offset ${offset}`).toBe(200);
      expect(res.json().user.id).toBe(u.user.id);
      const me = await inject('GET', '/api/me', {
        authorization: `Bearer ${res.json().token}`,
      });
      expect(me.statusCode).toBe(200);
    }
    const logins = await audits('login');
    expect(logins.at(-1)?.detalhes).toBe('Login realizado com verificação em duas etapas');
    expect(await audits('2fa_codigo_falhou')).toHaveLength(2);
  });

  it('refuses a code a second time, even on a new challenge', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { u, segredo } = await staffCom2fa();
    vi.setSystemTime(meioDoPasso(10));
    const codigo = codigoEm(segredo);
    expect((await segundoPasso(await desafioDe(u), codigo)).statusCode).toBe(200);
    const again = await segundoPasso(await desafioDe(u), codigo);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(CODIGO_JA_USADO);
    // an older step than the one used is refused too
    const older = await segundoPasso(await desafioDe(u), codigoEm(segredo, Date.now() - PASSO));
    expect(older.statusCode).toBe(401);
  });

  it('two requests racing with one right code: one wins, the loser is told and not counted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { u, segredo, codigos } = await staffCom2fa();
    vi.setSystemTime(meioDoPasso(10));
    const codigo = codigoEm(segredo);
    const desafios = await Promise.all([desafioDe(u), desafioDe(u), desafioDe(u)]);
    const res = await Promise.all(desafios.map((d) => segundoPasso(d, codigo)));
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    for (const r of res.filter((x) => x.statusCode === 401)) {
      expect(r.json().error).toBe(CODIGO_JA_USADO);
    }
    // the same with a recovery code (a double tap)
    const dois = await Promise.all([desafioDe(u), desafioDe(u)]);
    const rec = await Promise.all(dois.map((d) => segundoPasso(d, codigos[0]!)));
    expect(rec.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect(rec.find((r) => r.statusCode === 401)!.json().error).toBe(CODIGO_JA_USADO);
    const falhas = await t.db
      .selectFrom('login_throttle')
      .select('falhas')
      .where('chave', '=', `login:${u.user.login_normalizado}`)
      .executeTakeFirst();
    expect(falhas?.falhas ?? 0).toBe(0);
    expect(await audits('2fa_codigo_falhou')).toEqual([]);
  });

  it('a recovery code works once, with or without its dash, and is audited', async () => {
    const { u, codigos } = await staffCom2fa('rh');
    const ok = await segundoPasso(await desafioDe(u), codigos[3]!.replace('-', '').toUpperCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    const again = await segundoPasso(await desafioDe(u), codigos[3]!);
    expect(again.statusCode).toBe(401);
    const used = await audits('2fa_codigo_recuperacao');
    expect(used.map((a) => a.detalhes)).toEqual(['Código de recuperação usado no login; restam 9']);
    expect((await inject('GET', '/api/me/2fa', u.auth)).json().codigos_restantes).toBe(9);
    // another user's code is not this user's
    const other = await staffCom2fa('compliance');
    expect((await segundoPasso(await desafioDe(u), other.codigos[0]!)).statusCode).toBe(401);
  });

  it('a challenge is single-use and expires after 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { u, segredo } = await staffCom2fa();
    vi.setSystemTime(meioDoPasso(10));
    const desafio = await desafioDe(u);
    expect((await segundoPasso(desafio, codigoEm(segredo))).statusCode).toBe(200);
    const reused = await segundoPasso(desafio, codigoEm(segredo, Date.now() + PASSO));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toMatch(/expirou ou já foi usada\. Faça login novamente/);

    const late = await desafioDe(u);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    const expired = await segundoPasso(late, codigoEm(segredo));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toMatch(/expirou ou já foi usada/);
    const inTime = await desafioDe(u);
    vi.setSystemTime(Date.now() + 4 * 60_000 + 50_000);
    expect((await segundoPasso(inTime, codigoEm(segredo))).statusCode).toBe(200);
  });

  it('10 wrong codes lock the login (429) even with the right code, and the password too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { u, segredo } = await staffCom2fa();
    vi.setSystemTime(meioDoPasso(10));
    const desafio = await desafioDe(u);
    for (let i = 0; i < 10; i++) {
      const res = await segundoPasso(desafio, String(100000 + i));
      expect(res.statusCode).toBe(401);
    }
    const right = await segundoPasso(desafio, codigoEm(segredo));
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatch(/Aguarde 15 minutos/);
    expect((await entrar(u.user.login, DEFAULT_PASSWORD)).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const after = await segundoPasso(await desafioDe(u), codigoEm(segredo));
    expect(after.statusCode).toBe(200);
  });

  it('a right password between wrong codes does not reset the count', async () => {
    const { u } = await staffCom2fa();
    for (let i = 0; i < 10; i++) {
      const res = await segundoPasso(await desafioDe(u), String(200000 + i));
      expect(res.statusCode).toBe(401);
    }
    expect((await entrar(u.user.login, DEFAULT_PASSWORD)).statusCode).toBe(429);
  });

  it('refuses the code when the account was deactivated or the password changed after the challenge', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { u, segredo } = await staffCom2fa();
    vi.setSystemTime(meioDoPasso(10));
    const desafio = await desafioDe(u);
    await t.db
      .updateTable('users')
      .set({ status_usuario: 'inativo' })
      .where('id', '=', u.user.id)
      .execute();
    const inactive = await segundoPasso(desafio, codigoEm(segredo));
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().error).toMatch(/Conta inativa/);
    await t.db
      .updateTable('users')
      .set({ status_usuario: 'ativo' })
      .where('id', '=', u.user.id)
      .execute();

    const before = await desafioDe(u);
    await t.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', u.user.id)
      .execute();
    const changed = await segundoPasso(before, codigoEm(segredo, Date.now() + PASSO));
    expect(changed.statusCode).toBe(401);
    expect(changed.json().error).toMatch(/Faça login novamente/);
  });
});
