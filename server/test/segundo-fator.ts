/** Two-factor sign-in in API tests: codes computed as an authenticator app would. */
import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { TestApp } from './app.js';
import type { BuiltUser } from './factories.js';

/** The 6-digit code of `segredo` at `ms` (now by default). */
export const codigoEm = (segredo: string, ms = Date.now()) =>
  new TOTP({
    secret: Secret.fromBase32(segredo),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: ms });

export function segundoFatorHelpers(app: () => TestApp) {
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    auth?: { authorization: string },
    payload?: unknown,
    ip = '10.0.0.1',
  ) =>
    app().app.inject({
      method,
      url,
      headers: auth ?? {},
      payload: payload as object | undefined,
      remoteAddress: ip,
    });
  const entrar = (login: string, senha: string, ip?: string) =>
    inject('POST', '/api/login', undefined, { login, senha }, ip);
  const segundoPasso = (desafio: string, codigo: string, ip?: string) =>
    inject('POST', '/api/login/2fa', undefined, { desafio, codigo }, ip);

  /** Turns two-factor sign-in on for `u` through the API, with a code of now. */
  async function ativar(u: BuiltUser) {
    const ini = await inject('POST', '/api/me/2fa', u.auth, { senha: u.password });
    expect(ini.statusCode).toBe(200);
    const { segredo } = ini.json() as { segredo: string };
    const conf = await inject('POST', '/api/me/2fa/confirmar', u.auth, {
      codigo: codigoEm(segredo),
    });
    expect(conf.statusCode).toBe(200);
    return {
      segredo,
      codigos: (conf.json() as { codigos_recuperacao: string[] }).codigos_recuperacao,
    };
  }

  /** A challenge for `u`'s login, checking that the password step gave no token. */
  async function desafioDe(u: BuiltUser, ip?: string): Promise<string> {
    const res = await entrar(u.user.login, u.password, ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['desafio', 'mfa_requerido']);
    expect(body.mfa_requerido).toBe(true);
    return body.desafio as string;
  }

  const audits = async (acao: string) =>
    app().db.selectFrom('audit_log').selectAll().where('acao', '=', acao).orderBy('id').execute();

  return { inject, entrar, segundoPasso, ativar, desafioDe, audits };
}
