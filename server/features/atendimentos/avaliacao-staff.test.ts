import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };
const call = (method: 'GET' | 'POST', url: string, auth: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const ticketOf = async (u: BuiltUser) =>
  (await call('POST', '/api/atendimentos', u.auth)).json().atendimentoId as number;
interface Item {
  id: number;
  avaliado: boolean;
  avaliacao: { nota: number; comentario: string | null } | null;
}
const list = async (auth: Auth, query = '') =>
  (await call('GET', `/api/atendimentos${query}`, auth)).json() as Item[];
const itemOf = async (auth: Auth, id: number) => (await list(auth)).find((x) => x.id === id);

describe('the rating in GET /api/atendimentos', () => {
  it('staff read the nota and comentario on the next poll after the owner rates', async () => {
    const ana = await buildUser(t, { nome: 'Ana Lima' });
    const rh = await buildUser(t, { role: 'rh' });
    const id = await ticketOf(ana);
    await call('POST', `/api/atendimentos/${id}/mensagens`, ana.auth, { mensagem: 'Oi' });
    expect((await call('POST', `/api/atendimentos/${id}/fechar`, ana.auth)).statusCode).toBe(200);
    // Polled before the rating: nothing yet, and the old fields are unchanged.
    expect(await itemOf(rh.auth, id)).toMatchObject({
      status: 'fechado',
      nome_usuario: 'Ana Lima',
      avaliado: false,
      avaliacao: null,
    });

    const rated = await call('POST', `/api/atendimentos/${id}/avaliacao`, ana.auth, {
      nota: 4,
      comentario: '  Resolveram rápido  ',
    });
    expect(rated.statusCode).toBe(201);
    for (const staff of [rh, await buildUser(t, { role: 'admin' })]) {
      expect(await itemOf(staff.auth, id)).toMatchObject({
        avaliado: true,
        avaliacao: { nota: 4, comentario: 'Resolveram rápido' },
      });
    }
    // The owner reads their own rating too.
    expect((await itemOf(ana.auth, id))?.avaliacao).toEqual({
      nota: 4,
      comentario: 'Resolveram rápido',
    });
  });

  it('a rating without a comment has comentario null', async () => {
    const u = await buildUser(t);
    const rh = await buildUser(t, { role: 'compliance' });
    const id = await ticketOf(u);
    await call('POST', `/api/atendimentos/${id}/fechar`, u.auth);
    await call('POST', `/api/atendimentos/${id}/avaliacao`, u.auth, { nota: 2 });
    expect((await itemOf(rh.auth, id))?.avaliacao).toEqual({ nota: 2, comentario: null });
  });

  it("another colaborador never sees someone else's ticket or its rating", async () => {
    const ana = await buildUser(t);
    const bruno = await buildUser(t);
    const id = await ticketOf(ana);
    await call('POST', `/api/atendimentos/${id}/fechar`, ana.auth);
    await call('POST', `/api/atendimentos/${id}/avaliacao`, ana.auth, {
      nota: 1,
      comentario: 'Ninguém respondeu',
    });
    const own = await ticketOf(bruno);
    for (const query of ['', '?meus=true', '?meus=false']) {
      const seen = await list(bruno.auth, query);
      expect(seen.map((x) => x.id)).toEqual([own]);
      expect(JSON.stringify(seen)).not.toContain('Ninguém respondeu');
    }
  });
});
