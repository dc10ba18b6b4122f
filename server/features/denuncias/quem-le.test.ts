/**
 * A report nobody could read (docs/product/denuncias.md, "Quem pode ler"): after rh resets a
 * compliance member's password, that member no longer reads cases that exclude rh; where admin
 * created every staff account, a report excluding rh and admin reaches no one. Such a report is
 * refused with a message naming who reads reports today (roles only), and the form can ask the
 * same before sending, without a token and without learning a name.
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, tabelasDoBanco, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: { denunciasPerWindow: 1000 } });
});
afterEach(() => t.close());

const SENHA = 'SenhaProvisoria#2026';
const filing = (excluir_papeis: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/denuncias',
    payload: {
      categoria: 'Assédio',
      descricao: 'O gerente de RH.',
      anonimato: true,
      excluir_papeis,
    },
  });
const leitores = () => t.app.inject({ url: '/api/denuncias/leitores' });

describe('a report whose exclusions would leave no reader', () => {
  it('where admin created every staff account, excluding rh and admin is refused, naming who reads', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Ana Admin' });
    for (const [login, role] of [
      ['rh.um', 'rh'],
      ['comp.um', 'compliance'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin.auth,
        payload: { nome: `Conta ${login}`, login, senha: SENHA, role },
      });
      expect(res.statusCode).toBe(201);
    }
    const recusada = await filing(['rh', 'admin']);
    expect(recusada.statusCode).toBe(409);
    expect(recusada.json()).toEqual({
      error:
        'Com essas exclusões, ninguém poderia ler a denúncia. Hoje leem denúncias: Administrador, ' +
        'RH (acesso definido por Administrador) e Compliance (acesso definido por Administrador). ' +
        'Desmarque uma exclusão para que alguém possa lê-la.',
    });
    expect(await t.db.selectFrom('denuncias').select('id').execute()).toEqual([]);
    // a choice that leaves someone is filed
    expect((await filing(['rh'])).statusCode).toBe(201);
    expect((await filing([])).statusCode).toBe(201);
  });

  it('after rh resets the only compliance password, excluding rh and admin reaches nobody', async () => {
    await buildUser(t, { role: 'admin' });
    const comp = await buildUser(t, { role: 'compliance' });
    const rh = await buildUser(t, { role: 'rh' });
    expect((await filing(['rh', 'admin'])).statusCode).toBe(201);
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${comp.user.id}/password`,
      headers: rh.auth,
      payload: { password: SENHA },
    });
    expect(reset.statusCode).toBe(200);
    const recusada = await filing(['rh', 'admin']);
    expect(recusada.statusCode).toBe(409);
    expect(recusada.json().error).toContain('Compliance (acesso definido por RH)');
  });

  it('an inactive account is no reader', async () => {
    await buildUser(t, { role: 'admin' });
    await buildUser(t, { role: 'rh' });
    await buildUser(t, { role: 'compliance', status: 'inativo' });
    expect((await filing(['rh', 'admin'])).statusCode).toBe(409);
  });
});

describe('GET /api/denuncias/leitores', () => {
  it('answers the kinds of reader by role, no names, no count, to anyone', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Ana Admin' });
    await buildUser(t, { role: 'compliance', nome: 'Clara Compliance' });
    await buildUser(t, { role: 'compliance', nome: 'Célia Compliance' });
    await buildUser(t, { role: 'colaborador', nome: 'Zé Colaborador' });
    const res = await leitores();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      leitores: [
        { papel: 'admin', definido_por: [] },
        { papel: 'compliance', definido_por: [] },
      ],
    });
    expect(res.body).not.toMatch(/Ana|Clara|Célia|Zé|"id"/);
    // the same with a token (it is not read)
    const comToken = await t.app.inject({ url: '/api/denuncias/leitores', headers: admin.auth });
    expect(comToken.json()).toEqual(res.json());
  });

  it('leaves no log line and writes no row: opening the form tells nothing of who opened it', async () => {
    const linhas: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, cb) {
        linhas.push(String(chunk));
        cb();
      },
    });
    const comLog = await createTestApp({ logStream });
    try {
      const contagem = async () => {
        const out: Record<string, unknown> = {};
        for (const tb of await tabelasDoBanco(comLog.db))
          out[tb] = (
            await sql<{ n: number }>`select count(*) as n from ${sql.table(tb)}`.execute(comLog.db)
          ).rows[0]!.n;
        return JSON.stringify(out);
      };
      // the app's start (its own jobs) before the count
      await comLog.app.ready();
      const antes = await contagem();
      const res = await comLog.app.inject({
        url: '/api/denuncias/leitores',
        remoteAddress: '198.51.100.7',
      });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(await contagem())).toEqual(JSON.parse(antes));
      expect(linhas.join('')).not.toContain('/api/denuncias/leitores');
      expect(linhas.join('')).not.toContain('198.51.100.7');
    } finally {
      await comLog.close();
    }
  });
});
