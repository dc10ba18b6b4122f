/**
 * Roughly where each device signed in (docs/product/conta.md, "Aparelhos conectados"): the city
 * a trusted proxy writes into CIDADE_HEADER, kept as that string alone, never the address.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import { codigoEm } from '../../test/segundo-fator.js';
import { api } from '../../../common/paths.js';
import type { Sessao } from '../../../common/schemas/sessoes.js';
import { completo } from '../../db/completo.js';

let t: TestApp;
afterEach(() => t.close());

const SAO_PAULO_EM_UTF8 = Buffer.from('São Paulo', 'utf8').toString('latin1');

async function entrar(u: BuiltUser, headers: Record<string, string>, ip = '203.0.113.77') {
  const res = await t.app.inject({
    method: 'POST',
    url: api.login,
    headers,
    remoteAddress: ip,
    payload: { login: u.user.login, senha: u.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { token?: string; desafio?: string };
}

const listar = async (token: string) => {
  const res = await t.app.inject({
    url: api.minhasSessoes,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Sessao[];
};

describe('the city of a sign-in', () => {
  it('with CIDADE_HEADER, each device shows the city the proxy named; only the city is stored', async () => {
    t = await createTestApp({ env: { CIDADE_HEADER: 'X-Cidade' } });
    const u = await buildUser(t);
    const { token } = await entrar(u, { 'x-cidade': SAO_PAULO_EM_UTF8 });
    await entrar(u, { 'x-cidade': 'Rio%20Verde' });
    await entrar(u, {});
    const lista = await listar(token!);
    // the factory's own session and the last login came without a city
    expect(lista.map((s) => s.cidade ?? null).sort()).toEqual([
      'Rio Verde',
      'São Paulo',
      null,
      null,
    ]);
    expect(lista.find((s) => s.atual)?.cidade).toBe('São Paulo');
    // without a city the answer keeps the spec's shape
    const semCidade = lista.find((s) => s.cidade === undefined)!;
    expect(Object.keys(semCidade).sort()).toEqual(
      ['aparelho', 'atual', 'criado_em', 'id', 'ultimo_uso_em'].sort(),
    );
    const rows = await completo(t.db)
      .selectFrom('sessoes')
      .selectAll()
      .where('usuario_id', '=', u.user.id)
      .execute();
    expect(JSON.stringify(rows)).not.toContain('203.0.113.77');
  });

  it('the second step of a two-factor login records the city too', async () => {
    t = await createTestApp({ env: { CIDADE_HEADER: 'X-Cidade' } });
    const rh = await buildUser(t, { role: 'rh' });
    const ini = await t.app.inject({
      method: 'POST',
      url: '/api/me/2fa',
      headers: rh.auth,
      payload: { senha: rh.password },
    });
    const { segredo } = ini.json() as { segredo: string };
    await t.app.inject({
      method: 'POST',
      url: '/api/me/2fa/confirmar',
      headers: rh.auth,
      payload: { codigo: codigoEm(segredo) },
    });
    const { desafio } = await entrar(rh, {});
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/2fa',
      headers: { 'x-cidade': 'Sinop' },
      payload: { desafio, codigo: codigoEm(segredo, Date.now() + 30_000) },
    });
    expect(res.statusCode).toBe(200);
    const lista = await listar(res.json().token);
    expect(lista.find((s) => s.atual)?.cidade).toBe('Sinop');
  });

  it('without CIDADE_HEADER, a header the client sends is ignored: nothing of place', async () => {
    t = await createTestApp();
    const u = await buildUser(t);
    const { token } = await entrar(u, { 'x-cidade': 'Cidade Inventada', 'x-geoip-city': 'Outra' });
    const lista = await listar(token!);
    for (const s of lista) expect(s.cidade).toBeUndefined();
    const rows = await completo(t.db)
      .selectFrom('sessoes')
      .select('cidade')
      .where('usuario_id', '=', u.user.id)
      .execute();
    expect(rows.map((r) => r.cidade)).toEqual(rows.map(() => null));
  });
});
