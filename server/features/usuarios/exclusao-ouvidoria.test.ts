/**
 * A report that excludes a role stays out of that role's reach through account management too
 * (server/core/ouvidoria-acesso.ts): rh, excluded from a report about RH, does not come to read it
 * by creating a compliance account, promoting an employee, resetting a compliance member's
 * password or redirecting their e-mail; nor does an excluded admin. Every path is tried, and an
 * account nobody of the excluded role touched still reads the case.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../common/roles.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildDenuncia, buildUser, tokenPara } from '../../test/factories.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const HORA_MS = 60 * 60 * 1000;
const SENHA = 'SenhaProvisoria#2026';

/** The account as its holder would use it: past the temporary password, with a token. */
async function entrarComo(id: number) {
  await t.db.updateTable('users').set({ primeiro_login: 0 }).where('id', '=', id).execute();
  const u = await t.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const token = await tokenPara(t.db, t.app.ctx.tokens, u);
  return { authorization: `Bearer ${token}` };
}

/** What an account learns of the cases: the table, one case, the counts. */
async function oQueVe(auth: Record<string, string>, casoId: number) {
  const lista = await t.app.inject({ url: '/api/admin/denuncias', headers: auth });
  expect(lista.statusCode).toBe(200);
  const caso = await t.app.inject({ url: `/api/admin/denuncias/${casoId}`, headers: auth });
  const indicadores = await t.app.inject({
    url: '/api/admin/denuncias/indicadores',
    headers: auth,
  });
  return {
    naLista: (lista.json() as { id: number }[]).some((c) => c.id === casoId),
    caso: caso.statusCode,
    total: indicadores.json().total as number,
  };
}

async function casos(excluir: Role[]) {
  // an hour already over, so the counts tell it too
  const criado_em = new Date(
    Math.floor(Date.now() / HORA_MS) * HORA_MS - 2 * HORA_MS,
  ).toISOString();
  const restrito = await buildDenuncia(t, { criado_em, excluir_papeis: excluir });
  const aberto = await buildDenuncia(t, { criado_em });
  return { restrito: restrito.id, aberto: aberto.id };
}

const ESCONDIDO = { naLista: false, caso: 404, total: 1 };
const VISIVEL = { naLista: true, caso: 200, total: 2 };

describe('exclusion holds against those who manage accounts', () => {
  it('rh creates a compliance account: it does not read what excludes rh', async () => {
    const { restrito, aberto } = await casos(['rh']);
    const rh = await buildUser(t, { role: 'rh' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: rh.auth,
      payload: { nome: 'Conta Nova', login: 'conta.nova', senha: SENHA, role: 'compliance' },
    });
    expect(res.statusCode).toBe(201);
    const auth = await entrarComo(res.json().id);
    expect(await oQueVe(auth, restrito)).toEqual(ESCONDIDO);
    expect((await oQueVe(auth, aberto)).caso).toBe(200);
  });

  it('an admin creates a compliance account (both routes): it does not read what excludes admin', async () => {
    const { restrito } = await casos(['admin']);
    const admin = await buildUser(t, { role: 'admin' });
    for (const [url, login] of [
      ['/api/users', 'pela.gestao'],
      ['/api/cadastrar', 'pelo.cadastro'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: admin.auth,
        payload: { nome: 'Conta Nova', login, senha: SENHA, role: 'compliance' },
      });
      expect(res.statusCode, url).toBe(201);
      const id =
        res.json().id ??
        (
          await t.db
            .selectFrom('users')
            .select('id')
            .where('login', '=', login)
            .executeTakeFirstOrThrow()
        ).id;
      expect(await oQueVe(await entrarComo(id), restrito), url).toEqual(ESCONDIDO);
    }
  });

  it('rh promotes an employee to compliance: the case stays hidden from them', async () => {
    const { restrito } = await casos(['rh']);
    const rh = await buildUser(t, { role: 'rh' });
    const { user } = await buildUser(t, { role: 'colaborador', login: 'promovido' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: rh.auth,
      payload: { nome: user.nome, login: user.login, role: 'compliance' },
    });
    expect(res.statusCode).toBe(200);
    expect(await oQueVe(await entrarComo(user.id), restrito)).toEqual(ESCONDIDO);
  });

  it("rh resets a compliance member's password, or points their e-mail elsewhere: that account no longer reads it", async () => {
    const { restrito } = await casos(['rh']);
    const rh = await buildUser(t, { role: 'rh' });
    const a = await buildUser(t, { role: 'compliance', login: 'membro.a' });
    const b = await buildUser(t, { role: 'compliance', login: 'membro.b' });
    expect(await oQueVe(a.auth, restrito)).toEqual(VISIVEL);
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${a.user.id}/password`,
      headers: rh.auth,
      payload: { password: SENHA },
    });
    expect(reset.statusCode).toBe(200);
    expect(await oQueVe(await entrarComo(a.user.id), restrito)).toEqual(ESCONDIDO);
    const email = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${b.user.id}`,
      headers: rh.auth,
      payload: {
        nome: b.user.nome,
        login: b.user.login,
        role: 'compliance',
        email: 'rh@empresa.test',
      },
    });
    expect(email.statusCode).toBe(200);
    expect(await oQueVe(b.auth, restrito)).toEqual(ESCONDIDO);
  });

  it('an account nobody of the excluded role touched reads the case, and a rename changes nothing', async () => {
    const { restrito } = await casos(['rh']);
    const admin = await buildUser(t, { role: 'admin' });
    const rh = await buildUser(t, { role: 'rh' });
    const c = await buildUser(t, { role: 'compliance', login: 'intocado' });
    const criada = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.auth,
      payload: { nome: 'Pelo Admin', login: 'pelo.admin', senha: SENHA, role: 'compliance' },
    });
    expect(await oQueVe(c.auth, restrito)).toEqual(VISIVEL);
    expect(await oQueVe(await entrarComo(criada.json().id), restrito)).toEqual(VISIVEL);
    // rh renaming the member gives rh no access to it: still readable
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${c.user.id}`,
      headers: rh.auth,
      payload: { nome: 'Outro Nome', login: c.user.login, role: 'compliance' },
    });
    expect(rename.statusCode).toBe(200);
    expect(await oQueVe(c.auth, restrito)).toEqual(VISIVEL);
  });

  it('the case cannot be handed to an account rh set up', async () => {
    const { restrito } = await casos(['rh']);
    const rh = await buildUser(t, { role: 'rh' });
    const compliance = await buildUser(t, { role: 'compliance' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: rh.auth,
      payload: { nome: 'Conta Nova', login: 'conta.nova', senha: SENHA, role: 'compliance' },
    });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/denuncias/${restrito}`,
      headers: compliance.auth,
      payload: { responsavel_id: res.json().id },
    });
    expect(patch.statusCode).toBe(400);
    const caso = await t.app.inject({
      url: `/api/admin/denuncias/${restrito}`,
      headers: compliance.auth,
    });
    const possiveis = (caso.json().responsaveis_possiveis as { id: number }[]).map((u) => u.id);
    expect(possiveis).toContain(compliance.user.id);
    expect(possiveis).not.toContain(res.json().id);
  });

  it('an excluded admin does not see, in the audit log, what was done on the case', async () => {
    const { restrito, aberto } = await casos(['admin']);
    const compliance = await buildUser(t, { role: 'compliance', nome: 'Clara Nunes' });
    const admin = await buildUser(t, { role: 'admin' });
    for (const id of [restrito, aberto]) {
      const res = await t.app.inject({
        url: `/api/admin/denuncias/${id}`,
        headers: compliance.auth,
      });
      expect(res.statusCode).toBe(200);
    }
    const log = await t.app.inject({ url: '/api/auditoria', headers: admin.auth });
    expect(log.statusCode).toBe(200);
    const detalhes = (log.json() as { detalhes: string }[]).map((e) => e.detalhes);
    expect(detalhes).toContain(`Consultou a denúncia #${aberto}.`);
    expect(detalhes.join('\n')).not.toContain(`#${restrito}.`);
    // the entry is there, sealed in the chain, for whoever may read the case
    const todas = await t.db.selectFrom('audit_log').select('detalhes').execute();
    expect(todas.map((e) => e.detalhes)).toContain(`Consultou a denúncia #${restrito}.`);
  });
});
