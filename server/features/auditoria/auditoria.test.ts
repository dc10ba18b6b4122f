import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { auditEntriesQuery } from './repository.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Auth = { authorization: string } | undefined;
const get = (query: string, auth: Auth) =>
  t.app.inject({ method: 'GET', url: `/api/auditoria${query}`, headers: auth ?? {} });

/** Entries at chosen moments; the product itself only ever writes "now". */
async function entriesAt(rows: [iso: string, nome: string | null, acao: string][]) {
  for (const [data_hora, usuario_nome, acao] of rows) {
    await t.db
      .insertInto('audit_log')
      .values({
        data_hora,
        usuario_id: null,
        usuario_nome,
        login: usuario_nome ? usuario_nome.split(' ')[0]!.toLowerCase() : 'desconhecido',
        acao,
        detalhes: `${acao} de ${usuario_nome ?? 'alguém'}`,
      })
      .execute();
  }
}

const seed = () =>
  entriesAt([
    ['2026-03-01T12:00:00.000Z', 'Ana Ribeiro', 'login'],
    ['2026-03-02T00:00:00.000Z', 'Bruno Dias', 'login_falhou'],
    ['2026-03-02T23:59:59.999Z', 'ANA PAULA', 'usuario_alterado'],
    ['2026-03-03T00:00:00.000Z', 'Carla_Souza', 'cadastro'],
    ['2026-03-04T08:30:00.000Z', null, 'login_falhou'],
  ]);
const ids = (res: { json(): { detalhes: string }[] }) => res.json().map((e) => e.detalhes);

describe('GET /api/auditoria gates', () => {
  it('401 without a token', async () => {
    expect((await get('', undefined)).statusCode).toBe(401);
  });

  it('403 for rh, compliance, colaborador and an admin on a temporary password', async () => {
    for (const opts of [
      { role: 'rh' },
      { role: 'compliance' },
      { role: 'colaborador' },
      { role: 'admin', primeiroLogin: true },
    ] as const) {
      const u = await buildUser(t, opts);
      const res = await get('?limite=abc', u.auth);
      expect(res.statusCode, JSON.stringify(opts)).toBe(403);
      expect(res.json().error).toBeTruthy();
    }
  });

  it('400 with a Portuguese message for bad filters', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const cases: [string, RegExp][] = [
      ['?de=ontem', /Data inicial inválida/],
      ['?de=2026-02-30', /Data inicial inválida/],
      ['?ate=2026-13-01', /Data final inválida/],
      ['?de=2026-03-05&ate=2026-03-04', /anterior ou igual/],
      ['?limite=0', /Limite inválido/],
      ['?limite=5001', /5000/],
      ['?limite=dez', /Limite inválido/],
      [`?usuario=${'a'.repeat(121)}`, /Usuário deve ter no máximo/],
    ];
    for (const [query, msg] of cases) {
      const res = await get(query, admin.auth);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatch(msg);
    }
  });
});

describe('GET /api/auditoria', () => {
  it('answers every entry newest first with the documented fields', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    await seed();
    const res = await get('', admin.auth);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    // The admin's own bootstrap entry is the newest (written now).
    expect(list.map((e: { acao: string }) => e.acao)).toEqual([
      'cadastro',
      'login_falhou',
      'cadastro',
      'usuario_alterado',
      'login_falhou',
      'login',
    ]);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      data_hora: '2026-03-04T08:30:00.000Z',
      usuario_nome: null,
      login: 'desconhecido',
      acao: 'login_falhou',
      detalhes: 'login_falhou de alguém',
    });
  });

  it('filters by day, inclusive through the end of the final day, or by instant', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    await seed();
    expect(ids(await get('?de=2026-03-02&ate=2026-03-02', admin.auth))).toEqual([
      'usuario_alterado de ANA PAULA',
      'login_falhou de Bruno Dias',
    ]);
    expect(ids(await get('?ate=2026-03-01', admin.auth))).toEqual(['login de Ana Ribeiro']);
    expect(
      ids(
        await get(
          `?de=${encodeURIComponent('2026-03-02T20:59:59.999-03:00')}&ate=${encodeURIComponent('2026-03-03T00:00:00Z')}`,
          admin.auth,
        ),
      ),
    ).toEqual(['cadastro de Carla_Souza', 'usuario_alterado de ANA PAULA']);
  });

  it('answers a Data Final alone (as the screen sends it) with every older entry', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    await seed();
    // 2026-03-02 23:59:59.999 in São Paulo, months before today, with no start at all.
    const res = await get(
      `?ate=${encodeURIComponent('2026-03-03T02:59:59.999Z')}&limite=5000`,
      admin.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([
      'cadastro de Carla_Souza',
      'usuario_alterado de ANA PAULA',
      'login_falhou de Bruno Dias',
      'login de Ana Ribeiro',
    ]);
    const inverted = await get(
      `?de=${encodeURIComponent('2026-08-19T03:00:00.000Z')}&ate=${encodeURIComponent('2026-08-01T02:59:59.999Z')}`,
      admin.auth,
    );
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error).toBe('A data inicial deve ser anterior ou igual à data final.');
  });

  it('filters by user name and action containing the text, ignoring case; limits', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Chefe' });
    await seed();
    expect(ids(await get('?usuario=ana', admin.auth))).toEqual([
      'usuario_alterado de ANA PAULA',
      'login de Ana Ribeiro',
    ]);
    expect(ids(await get('?usuario=_', admin.auth))).toEqual(['cadastro de Carla_Souza']);
    expect(ids(await get('?usuario=%25', admin.auth))).toEqual([]);
    expect(ids(await get('?acao=LOGIN', admin.auth))).toEqual([
      'login_falhou de alguém',
      'login_falhou de Bruno Dias',
      'login de Ana Ribeiro',
    ]);
    expect(ids(await get('?acao=login&usuario=bruno&de=2026-03-01', admin.auth))).toEqual([
      'login_falhou de Bruno Dias',
    ]);
    expect(ids(await get('?acao=login&limite=2', admin.auth))).toEqual([
      'login_falhou de alguém',
      'login_falhou de Bruno Dias',
    ]);
    expect(ids(await get('?usuario=&acao=&de=&limite=', admin.auth))).toHaveLength(6);
  });

  it('shows the trail of real actions, also after the acting user is deleted', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Chefe' });
    const rh = await buildUser(t, { role: 'rh', nome: 'Regina RH' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: rh.auth,
      payload: { nome: 'Nova Pessoa', login: 'nova', senha: 'Provisoria123', role: 'colaborador' },
    });
    expect(created.statusCode).toBe(201);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${rh.user.id}`,
      headers: admin.auth,
    });
    expect(del.statusCode).toBe(204);
    const list = (await get('?usuario=regina', admin.auth)).json();
    expect(list).toEqual([
      expect.objectContaining({
        usuario_nome: 'Regina RH',
        login: rh.user.login,
        acao: 'cadastro',
        detalhes: 'Cadastrou Nova Pessoa (nova) com o cargo Colaborador',
      }),
    ]);
    expect(ids(await get('?acao=excluido', admin.auth))).toEqual([
      `Excluiu Regina RH (${rh.user.login}), cargo RH`,
    ]);
  });

  it('has no way to change or delete entries', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    await seed();
    const before = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const first = before[0]!.id;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/auditoria', `/api/auditoria/${first}`]) {
        const res = await t.app.inject({
          method,
          url,
          headers: admin.auth,
          payload: method === 'DELETE' ? undefined : { detalhes: 'apagado' },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe.skipIf(usingPostgres())('audit query plan (SQLite)', () => {
  const plan = (f: Parameters<typeof auditEntriesQuery>[1]) => {
    const q = auditEntriesQuery(t.db, f).compile();
    return t.handle
      .sqlite!.prepare(`explain query plan ${q.sql}`)
      .all(...(q.parameters as unknown[]))
      .map((r) => (r as { detail: string }).detail)
      .join(' | ');
  };

  it('walks the (data_hora, id) index newest first, without sorting the log', () => {
    for (const f of [
      { limit: 1000 },
      { limit: 1000, from: '2026-01-01T00:00:00.000Z', nome: 'ana' },
      {
        limit: 5000,
        from: '2026-01-01T00:00:00.000Z',
        before: '2026-02-01T00:00:00.000Z',
        acao: 'login',
      },
    ]) {
      const detail = plan(f);
      expect(detail, JSON.stringify(f)).toMatch(/USING INDEX audit_log_data_hora/);
      expect(detail).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('finds a rare action through the (acao, data_hora) index when the text names only it', () => {
    const detail = plan({ limit: 1000, acao: 'EXCLUIDO', from: '2026-01-01T00:00:00.000Z' });
    expect(detail).toMatch(/USING INDEX audit_log_acao \(acao=\? AND data_hora>\?\)/);
    expect(detail).not.toMatch(/TEMP B-TREE/);
  });
});
