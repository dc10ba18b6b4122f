import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Auth = { authorization: string } | undefined;
const call = (method: 'GET' | 'POST', url: string, auth: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload ? { payload } : {}) });
const abrir = (u: BuiltUser) => call('POST', '/api/atendimentos', u.auth);
const ticketOf = async (u: BuiltUser) => (await abrir(u)).json().atendimentoId as number;
const enviar = (auth: Auth, id: number | string, mensagem: unknown) =>
  call('POST', `/api/atendimentos/${id}/mensagens`, auth, { mensagem });
const mensagens = (auth: Auth, id: number | string) =>
  call('GET', `/api/atendimentos/${id}/mensagens`, auth);
const fechar = (auth: Auth, id: number | string) =>
  call('POST', `/api/atendimentos/${id}/fechar`, auth);
const avaliar = (auth: Auth, id: number | string, body: object) =>
  call('POST', `/api/atendimentos/${id}/avaliacao`, auth, body);
const audits = (acao: string) =>
  t.db.selectFrom('audit_log').selectAll().where('acao', '=', acao).orderBy('id').execute();

describe('gates', () => {
  it('401 on every support route without a valid token', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const bad = { authorization: 'Bearer nao.e.token' };
    for (const auth of [undefined, bad]) {
      const answers = await Promise.all([
        call('POST', '/api/atendimentos', auth),
        call('GET', '/api/atendimentos', auth),
        mensagens(auth, id),
        enviar(auth, id, 'oi'),
        call('POST', `/api/atendimentos/${id}/upload`, auth),
        fechar(auth, id),
        avaliar(auth, id, { nota: 5 }),
      ]);
      for (const [i, res] of answers.entries()) {
        expect(res.statusCode, `call ${i}`).toBe(401);
        expect(res.json().error).toBeTruthy();
      }
    }
    const rows = await mensagens(u.auth, id);
    expect(rows.json()).toEqual([]);
  });

  it('403 while the user is still on a temporary password', async () => {
    const u = await buildUser(t, { primeiroLogin: true });
    expect((await call('POST', '/api/atendimentos', u.auth)).statusCode).toBe(403);
    expect((await call('GET', '/api/atendimentos', u.auth)).statusCode).toBe(403);
  });

  it('400 for malformed ids and query values', async () => {
    const u = await buildUser(t);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await mensagens(u.auth, id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error).toBe('Identificador inválido.');
    }
    expect((await call('GET', '/api/atendimentos?meus=talvez', u.auth)).statusCode).toBe(400);
  });
});

describe('POST /api/atendimentos', () => {
  it('opens one ticket per user: the open one is answered again, a new one after closing', async () => {
    const u = await buildUser(t, { nome: 'Rita Moura' });
    const first = await abrir(u);
    expect(first.statusCode).toBe(201);
    const id = first.json().atendimentoId;
    expect(id).toEqual(expect.any(Number));
    const again = await abrir(u);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ atendimentoId: id });
    expect((await fechar(u.auth, id)).statusCode).toBe(200);
    const next = await abrir(u);
    expect(next.statusCode).toBe(201);
    expect(next.json().atendimentoId).not.toBe(id);
    const opened = await audits('atendimento_aberto');
    expect(opened).toHaveLength(2);
    expect(opened[0]).toMatchObject({ usuario_id: u.user.id, usuario_nome: 'Rita Moura' });
    expect(opened[0]!.detalhes).toContain(`#${id}`);
  });

  it('simultaneous requests still leave exactly one open ticket', async () => {
    const u = await buildUser(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => abrir(u)));
    const ids = new Set(answers.map((r) => r.json().atendimentoId));
    expect(ids.size).toBe(1);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const rows = await t.db.selectFrom('atendimentos').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(await audits('atendimento_aberto')).toHaveLength(1);
  });
});

describe('GET /api/atendimentos', () => {
  it('a colaborador lists only their own tickets; staff list all, newest first', async () => {
    const ana = await buildUser(t, { nome: 'Ana Lima' });
    const bia = await buildUser(t, { nome: 'Bia Souza' });
    const rh = await buildUser(t, { role: 'rh' });
    const a1 = await ticketOf(ana);
    await fechar(ana.auth, a1);
    const b1 = await ticketOf(bia);
    const a2 = await ticketOf(ana);

    const own = (await call('GET', '/api/atendimentos', ana.auth)).json();
    expect(own.map((x: { id: number }) => x.id)).toEqual([a2, a1]);
    // The spec's fields, with the help desk's after them (prazos-api.test.ts).
    expect(own[0]).toMatchObject({
      id: a2,
      status: 'aberto',
      criado_em: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      nome_usuario: 'Ana Lima',
      avaliado: false,
      avaliacao: null,
      prioridade: 'normal',
      etapa: 'novo',
    });
    // closed by its owner before any answer: neither answered nor resolved (decision 032)
    expect(own[1]).toMatchObject({
      status: 'fechado',
      etapa: 'novo',
      resolvido_em: null,
      encerrado_sem_resposta: true,
    });
    // "meus=false" does not widen a colaborador's view.
    const widened = (await call('GET', '/api/atendimentos?meus=false', ana.auth)).json();
    expect(widened).toHaveLength(2);

    for (const role of ['admin', 'rh', 'compliance'] as const) {
      const staff = role === 'rh' ? rh : await buildUser(t, { role });
      const all = (await call('GET', '/api/atendimentos', staff.auth)).json();
      expect(all.map((x: { id: number }) => x.id)).toEqual([a2, b1, a1]);
      expect(all.find((x: { id: number }) => x.id === b1).nome_usuario).toBe('Bia Souza');
    }
    // Staff asking for their own tickets get only those.
    const rhOwn = await ticketOf(rh);
    const mine = (await call('GET', '/api/atendimentos?meus=true', rh.auth)).json();
    expect(mine.map((x: { id: number }) => x.id)).toEqual([rhOwn]);
  });
});

describe('messages', () => {
  it('400 for blank, missing, non-text or over-long messages; nothing stored', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const cases: [unknown, RegExp][] = [
      ['', /Digite uma mensagem/],
      ['   \n\t ', /Digite uma mensagem/],
      [undefined, /Digite uma mensagem/],
      [42, /Digite uma mensagem/],
      ['x'.repeat(5001), /no máximo 5000 caracteres/],
      [' ' + 'é'.repeat(5001), /no máximo 5000 caracteres/],
    ];
    for (const [mensagem, msg] of cases) {
      const res = await enviar(u.auth, id, mensagem);
      expect(res.statusCode, String(mensagem).slice(0, 10)).toBe(400);
      expect(res.json().error).toMatch(msg);
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/${id}/mensagens`,
      headers: { ...u.auth, 'content-type': 'application/json' },
      payload: '{"mensagem": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect((await mensagens(u.auth, id)).json()).toEqual([]);
  });

  it('trims and stores; 5000 characters (emoji counted as one) is accepted', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    const res = await enviar(u.auth, id, '  Meu acesso ao sistema de frotas caiu.  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      remetente: 'usuario',
      tipo: 'text',
      mensagem: 'Meu acesso ao sistema de frotas caiu.',
    });
    expect((await enviar(u.auth, id, '🌱'.repeat(5000))).statusCode).toBe(201);
    expect((await enviar(u.auth, id, '<img src=x onerror=alert(1)>')).statusCode).toBe(201);
    const list = (await mensagens(u.auth, id)).json();
    expect(list).toHaveLength(3);
    expect(list[2].mensagem).toBe('<img src=x onerror=alert(1)>');
    expect(list[0]).toEqual({
      id: expect.any(Number),
      remetente: 'usuario',
      tipo: 'text',
      mensagem: 'Meu acesso ao sistema de frotas caiu.',
      enviado_em: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('the owner writes as usuario, staff as suporte; a staff member on their own ticket as usuario', async () => {
    const u = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const compliance = await buildUser(t, { role: 'compliance' });
    const id = await ticketOf(u);
    await enviar(u.auth, id, 'Olá');
    await enviar(rh.auth, id, 'Bom dia, vamos verificar.');
    await enviar(compliance.auth, id, 'Complementando.');
    const list = (await mensagens(rh.auth, id)).json();
    expect(list.map((m: { remetente: string }) => m.remetente)).toEqual([
      'usuario',
      'suporte',
      'suporte',
    ]);
    const rhTicket = await ticketOf(rh);
    expect((await enviar(rh.auth, rhTicket, 'Preciso de ajuda')).json().remetente).toBe('usuario');
    expect((await enviar(compliance.auth, rhTicket, 'Pode deixar')).json().remetente).toBe(
      'suporte',
    );
  });

  it("404 on another colaborador's ticket (list, post, close, rate), and for a missing one", async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const id = await ticketOf(owner);
    await enviar(owner.auth, id, 'particular');
    const answers = [
      await mensagens(other.auth, id),
      await enviar(other.auth, id, 'intrometido'),
      await fechar(other.auth, id),
      await avaliar(other.auth, id, { nota: 1 }),
      await mensagens(other.auth, 999_999),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Atendimento não encontrado.' });
    }
    const list = (await mensagens(owner.auth, id)).json();
    expect(list.map((m: { mensagem: string }) => m.mensagem)).toEqual(['particular']);
    expect((await call('GET', '/api/atendimentos', owner.auth)).json()[0].status).toBe('aberto');
  });

  it('409 when writing to a closed ticket', async () => {
    const u = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const id = await ticketOf(u);
    await fechar(u.auth, id);
    for (const who of [u, rh]) {
      const res = await enviar(who.auth, id, 'ainda aí?');
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/encerrado/);
    }
    expect((await mensagens(u.auth, id)).json()).toEqual([]);
  });
});

describe('POST /api/atendimentos/:id/fechar', () => {
  it('the owner or staff close it, audited; closing again is 409', async () => {
    const u = await buildUser(t, { nome: 'Caio Reis' });
    const admin = await buildUser(t, { role: 'admin', nome: 'Dora Admin' });
    const id = await ticketOf(u);
    const res = await fechar(u.auth, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, status: 'fechado' });
    const again = await fechar(u.auth, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Este atendimento já foi encerrado.');
    const row = await t.db
      .selectFrom('atendimentos')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.fechado_em).toBeTruthy();

    const id2 = await ticketOf(u);
    expect((await fechar(admin.auth, id2)).statusCode).toBe(200);
    expect((await fechar(admin.auth, id2)).statusCode).toBe(409);
    const closed = await audits('atendimento_fechado');
    expect(closed).toHaveLength(2);
    expect(closed[0]).toMatchObject({ usuario_nome: 'Caio Reis' });
    expect(closed[1]).toMatchObject({ usuario_nome: 'Dora Admin' });
    expect(closed[1]!.detalhes).toContain('Caio Reis');
  });
});

describe('POST /api/atendimentos/:id/avaliacao', () => {
  it('400 unless nota is an integer 1 to 5 and the comment fits', async () => {
    const u = await buildUser(t);
    const id = await ticketOf(u);
    for (const body of [
      {},
      { nota: 0 },
      { nota: 6 },
      { nota: 4.5 },
      { nota: '5' },
      { nota: null },
      { nota: 5, comentario: 'x'.repeat(2001) },
      { nota: 5, comentario: 12 },
    ]) {
      const res = await avaliar(u.auth, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(/nota|comentário/i);
    }
    expect(await t.db.selectFrom('avaliacoes').selectAll().execute()).toEqual([]);
  });

  it('only the owner rates: staff get 403, other colaboradores 404', async () => {
    const u = await buildUser(t);
    const other = await buildUser(t);
    const id = await ticketOf(u);
    for (const role of ['admin', 'rh', 'compliance'] as const) {
      const staff = await buildUser(t, { role });
      const res = await avaliar(staff.auth, id, { nota: 1 });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/Apenas quem abriu/);
    }
    expect((await avaliar(other.auth, id, { nota: 1 })).statusCode).toBe(404);
    expect(await t.db.selectFrom('avaliacoes').selectAll().execute()).toEqual([]);
  });

  it('rates while open or closed, once per ticket (409), audited', async () => {
    const u = await buildUser(t);
    const open = await ticketOf(u);
    const res = await avaliar(u.auth, open, { nota: 4, comentario: '  Resolveram rápido.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ atendimentoId: open, nota: 4, comentario: 'Resolveram rápido.' });
    const twice = await avaliar(u.auth, open, { nota: 5 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('Este atendimento já foi avaliado.');

    await fechar(u.auth, open);
    const closed = await ticketOf(u);
    await fechar(u.auth, closed);
    const res2 = await avaliar(u.auth, closed, { nota: 1, comentario: '' });
    expect(res2.statusCode).toBe(201);
    expect(res2.json().comentario).toBeNull();

    const list = (await call('GET', '/api/atendimentos', u.auth)).json();
    expect(list.map((x: { avaliado: boolean }) => x.avaliado)).toEqual([true, true]);
    const rows = await t.db.selectFrom('avaliacoes').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.atendimento_id, r.nota])).toEqual([
      [open, 4],
      [closed, 1],
    ]);
    const entries = await audits('avaliacao');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.detalhes).toContain('nota 4');
  });
});
