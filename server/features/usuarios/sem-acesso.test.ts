/**
 * Gestão de Usuários tells which accounts no longer read Ouvidoria cases that exclude a role, and
 * why (docs/product/usuarios.md, "Acesso a casos excluídos"): rh reset a compliance member's
 * password, admin created an rh account. Nothing for an account whose role reads no case.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { textoSemAcesso } from '../../../common/denuncias.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { brt, em } from '../../test/relogio.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  em('2026-11-12 10:15');
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

const SENHA = 'SenhaProvisoria#2026';
type Listado = { login: string; sem_acesso?: unknown[] };

describe('GET /api/users: the cases an account lost and why', () => {
  it('rh reset a compliance password; admin created an rh account', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const rh = await buildUser(t, { role: 'rh', login: 'rh.antiga' });
    const comp = await buildUser(t, { role: 'compliance', login: 'comp.clara' });
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${comp.user.id}/password`,
      headers: rh.auth,
      payload: { password: SENHA },
    });
    expect(reset.statusCode).toBe(200);
    em('2026-11-12 11:00');
    const criado = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.auth,
      payload: { nome: 'RH Novo', login: 'rh.novo', senha: SENHA, role: 'rh' },
    });
    expect(criado.statusCode).toBe(201);
    // rh also creates an employee account: it reads no case, so nothing to tell
    await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: rh.auth,
      payload: { nome: 'Zé', login: 'ze.campo', senha: SENHA, role: 'colaborador' },
    });
    // a second reset by rh keeps the first reason
    em('2026-11-12 11:30');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${comp.user.id}/password`,
      headers: rh.auth,
      payload: { password: `${SENHA}x` },
    });

    const lista = (await t.app.inject({ url: '/api/users', headers: admin.auth })).json<
      Listado[]
    >();
    const de = (login: string) => lista.find((u) => u.login === login)!;
    expect(de('comp.clara').sem_acesso).toEqual([
      { papel: 'rh', acao: 'senha', em: brt('2026-11-12 10:15') },
    ]);
    expect(de('rh.novo').sem_acesso).toEqual([
      { papel: 'admin', acao: 'cadastro', em: brt('2026-11-12 11:00') },
    ]);
    expect(de('ze.campo').sem_acesso).toBeUndefined();
    expect(de('rh.antiga').sem_acesso).toBeUndefined();
    expect(textoSemAcesso(de('comp.clara').sem_acesso![0] as never, 'America/Sao_Paulo')).toBe(
      'Sem acesso a casos que excluem RH: senha redefinida por RH em 12/11/2026',
    );
  });

  it('an access set before the reason was kept still shows, without a date', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const comp = await buildUser(t, { role: 'compliance', login: 'comp.velha' });
    await t.db
      .updateTable('users')
      .set({ papeis_gestores: ',rh,' })
      .where('id', '=', comp.user.id)
      .execute();
    const lista = (await t.app.inject({ url: '/api/users', headers: admin.auth })).json<
      Listado[]
    >();
    const sem = lista.find((u) => u.login === 'comp.velha')!.sem_acesso!;
    expect(sem).toEqual([{ papel: 'rh', acao: null, em: null }]);
    expect(textoSemAcesso(sem[0] as never, 'America/Sao_Paulo')).toBe(
      'Sem acesso a casos que excluem RH: acesso definido por RH antes de o portal guardar o motivo',
    );
  });
});
