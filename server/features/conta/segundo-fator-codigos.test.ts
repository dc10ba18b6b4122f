/** "Gerar novos códigos": `POST /api/me/2fa/codigos {senha}` (docs/product/conta.md). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { segundoFatorHelpers } from '../../test/segundo-fator.js';
import {
  SENHA_INCORRETA_2FA,
  SENHA_OBRIGATORIA_2FA,
} from '../../../common/schemas/segundo-fator.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: { loginFailuresPerAddress: 1000 } });
});
afterEach(() => t.close());
const { inject, ativar, audits, desafioDe, segundoPasso } = segundoFatorHelpers(() => t);
const URL = '/api/me/2fa/codigos';

describe('new recovery codes: gates', () => {
  it('answers 401 without a session and 403 to a colaborador', async () => {
    expect((await inject('POST', URL, undefined, { senha: 'x' })).statusCode).toBe(401);
    const colab = await buildUser(t, { role: 'colaborador' });
    const res = await inject('POST', URL, colab.auth, { senha: colab.password });
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 in Portuguese without a password', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    await ativar(rh);
    for (const payload of [{}, { senha: '' }, { senha: 7 }]) {
      const res = await inject('POST', URL, rh.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(SENHA_OBRIGATORIA_2FA);
    }
  });

  it('answers 409 when two-factor sign-in is not on', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const res = await inject('POST', URL, rh.auth, { senha: rh.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('A verificação em duas etapas não está ativa.');
  });
});

describe('new recovery codes', () => {
  it('a wrong password is a 400 that counts as a failed login and changes no code', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const { codigos } = await ativar(admin);
    const res = await inject('POST', URL, admin.auth, { senha: 'nao-e-a-senha' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(SENHA_INCORRETA_2FA);
    expect(JSON.stringify(res.json())).not.toMatch(/[a-z2-7]{5}-[a-z2-7]{5}/);
    const falhas = await t.db
      .selectFrom('login_throttle')
      .select('falhas')
      .where('chave', '=', `login:${admin.user.login_normalizado}`)
      .executeTakeFirst();
    expect(falhas?.falhas).toBe(1);
    expect((await audits('login_falhou')).map((a) => a.detalhes)).toEqual([
      'Senha incorreta ao gerar novos códigos de recuperação',
    ]);
    expect(await audits('2fa_codigos_novos')).toEqual([]);
    // the old codes still sign in
    const desafio = await desafioDe(admin);
    expect((await segundoPasso(desafio, codigos[0]!)).statusCode).toBe(200);
  });

  it('answers 10 new codes once; the old ones stop working; audited without the codes', async () => {
    const comp = await buildUser(t, { role: 'compliance' });
    const { codigos: antigos } = await ativar(comp);
    // one old code spent: the count goes back to 10 with the new ones
    expect((await segundoPasso(await desafioDe(comp), antigos[0]!)).statusCode).toBe(200);

    const res = await inject('POST', URL, comp.auth, { senha: comp.password });
    expect(res.statusCode).toBe(200);
    const novos = (res.json() as { codigos_recuperacao: string[] }).codigos_recuperacao;
    expect(novos).toHaveLength(10);
    expect(new Set(novos).size).toBe(10);
    for (const c of novos) {
      expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      expect(antigos).not.toContain(c);
    }
    expect((await inject('GET', '/api/me/2fa', comp.auth)).json()).toMatchObject({
      ativo: true,
      codigos_restantes: 10,
    });

    const velho = await segundoPasso(await desafioDe(comp), antigos[1]!);
    expect(velho.statusCode).toBe(401);
    const novo = await segundoPasso(await desafioDe(comp), novos[0]!);
    expect(novo.statusCode).toBe(200);

    const audit = await audits('2fa_codigos_novos');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.usuario_id).toBe(comp.user.id);
    const texto = JSON.stringify(audit);
    for (const c of [...novos, ...antigos]) {
      expect(texto).not.toContain(c);
      expect(texto).not.toContain(c.replace('-', ''));
    }
  });

  it('is refused while the login is locked, even with the right password', async () => {
    await t.close();
    t = await createTestApp({
      limits: { loginFailuresPerLogin: 2, loginFailuresPerAddress: 1000 },
    });
    const rh = await buildUser(t, { role: 'rh' });
    await ativar(rh);
    for (let i = 0; i < 2; i++) await inject('POST', URL, rh.auth, { senha: 'errada' });
    const res = await inject('POST', URL, rh.auth, { senha: rh.password });
    expect(res.statusCode).toBe(429);
  });
});
