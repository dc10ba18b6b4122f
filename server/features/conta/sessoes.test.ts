/**
 * Devices (docs/product/conta.md, "Aparelhos conectados"; docs/decisions/045-sessoes.md): every
 * login is a session; ending one refuses its token at once, on every instance, and ends its live
 * stream; ending the others keeps this one; whoever manages users ends all of a user's (audited).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD, type BuiltUser } from '../../test/factories.js';
import { abrirStream, type Stream } from '../../test/sse.js';
import { gravarUsos, USO_INTERVALO_MS } from '../../core/sessoes.js';
import { SESSAO_ENCERRADA } from '../../core/current-user.js';
import { api } from '../../../common/paths.js';
import type { Sessao } from '../../../common/schemas/sessoes.js';
import { completo } from '../../db/completo.js';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let base: string;
const abertos: Stream[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const s of abertos.splice(0)) s.fechar();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A login through the API from a device with this User-Agent: its token. */
async function entrar(u: BuiltUser, userAgent: string, app = t.app): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: api.login,
    headers: { 'user-agent': userAgent },
    payload: { login: u.user.login, senha: u.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

const listar = async (token: string) => {
  const res = await t.app.inject({ url: api.minhasSessoes, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as Sessao[];
};
const me = (token: string, app = t.app) => app.inject({ url: api.me, headers: bearer(token) });

describe('gates', () => {
  it('401 without a token; a temporary password may not list (403)', async () => {
    expect((await t.app.inject({ url: api.minhasSessoes })).statusCode).toBe(401);
    const novo = await buildUser(t, { primeiroLogin: true });
    expect((await t.app.inject({ url: api.minhasSessoes, headers: novo.auth })).statusCode).toBe(
      403,
    );
  });

  it('a token issued before sessions existed (no sid) is refused', async () => {
    const u = await buildUser(t);
    const legado = await new SignJWT({ ver: u.user.token_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(u.user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('segredo-de-teste-com-mais-de-32-caracteres'));
    expect((await me(legado)).statusCode).toBe(401);
  });
});

describe('the list', () => {
  it('each login is a device, named from its User-Agent, the asking one marked atual', async () => {
    const u = await buildUser(t);
    const celular = await entrar(u, ANDROID);
    const iphone = await entrar(u, IPHONE);
    const lista = await listar(celular);
    // the factory's own token is a device too
    expect(lista).toHaveLength(3);
    const doCelular = lista.find((s) => s.atual)!;
    expect(doCelular.aparelho).toBe('Chrome no Android');
    expect(lista.map((s) => s.aparelho)).toContain('Safari no iPhone');
    expect(Date.parse(doCelular.criado_em)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(doCelular.ultimo_uso_em)).toBeGreaterThan(Date.now() - 60_000);
    expect((await listar(iphone)).find((s) => s.atual)!.aparelho).toBe('Safari no iPhone');
    // nothing of the raw User-Agent is kept
    const rows = await completo(t.db)
      .selectFrom('sessoes')
      .selectAll()
      .where('usuario_id', '=', u.user.id)
      .execute();
    expect(JSON.stringify(rows)).not.toContain('Pixel 8');
    // someone else's list does not show them
    const outro = await buildUser(t);
    expect(await listar(outro.token)).toHaveLength(1);
  });

  it('the last use moves at most every few minutes, not on every request', async () => {
    const u = await buildUser(t);
    const { id } = (await listar(u.token))[0]!;
    const ultimo = () =>
      completo(t.db)
        .selectFrom('sessoes')
        .select('ultimo_uso_em')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const antes = (await ultimo()).ultimo_uso_em;
    for (let i = 0; i < 3; i++) expect((await me(u.token)).statusCode).toBe(200);
    expect((await ultimo()).ultimo_uso_em).toBe(antes);
    const velho = new Date(Date.now() - USO_INTERVALO_MS - 1_000).toISOString();
    await completo(t.db)
      .updateTable('sessoes')
      .set({ ultimo_uso_em: velho })
      .where('id', '=', id)
      .execute();
    for (let i = 0; i < 3; i++) expect((await me(u.token)).statusCode).toBe(200);
    // noted, not written yet: the uses of every session go together, once a minute
    expect(Date.parse((await ultimo()).ultimo_uso_em)).toBe(Date.parse(velho));
    await gravarUsos(t.app.ctx);
    const depois = (await ultimo()).ultimo_uso_em;
    expect(Date.parse(depois)).toBeGreaterThan(Date.now() - 60_000);
    expect((await me(u.token)).statusCode).toBe(200);
    await gravarUsos(t.app.ctx);
    expect((await ultimo()).ultimo_uso_em).toBe(depois);
  });
});

describe('ending devices', () => {
  it('ending one refuses its token at once (though just read through the cache); the others go on', async () => {
    const u = await buildUser(t);
    const celular = await entrar(u, ANDROID);
    expect((await me(celular)).statusCode).toBe(200);
    expect((await me(celular)).statusCode).toBe(200); // cached now
    const alvo = (await listar(celular)).find((s) => s.atual)!;
    const fim = await t.app.inject({
      method: 'DELETE',
      url: api.minhaSessao(alvo.id),
      headers: u.auth,
    });
    expect(fim.statusCode).toBe(204);
    const recusado = await me(celular);
    expect(recusado.statusCode).toBe(401);
    expect(recusado.json().error).toBe(SESSAO_ENCERRADA);
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await listar(u.token)).map((s) => s.id)).not.toContain(alvo.id);
  });

  it("404 for another person's device, an unknown one, or one already ended; theirs goes on", async () => {
    const u = await buildUser(t);
    const outro = await buildUser(t);
    const [dele] = await listar(outro.token);
    for (const id of [dele!.id, 'nao-existe', 'x'.repeat(64)]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: api.minhaSessao(id),
        headers: u.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Aparelho não encontrado.');
    }
    const longo = await t.app.inject({
      method: 'DELETE',
      url: api.minhaSessao('x'.repeat(65)),
      headers: u.auth,
    });
    expect(longo.statusCode).toBe(400);
    expect((await me(outro.token)).statusCode).toBe(200);
  });

  it('encerrar-outras ends every other device and keeps the one that asked', async () => {
    const u = await buildUser(t);
    const celular = await entrar(u, ANDROID);
    const iphone = await entrar(u, IPHONE);
    const res = await t.app.inject({
      method: 'POST',
      url: api.encerrarOutrasSessoes,
      headers: bearer(celular),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ encerradas: 2 });
    expect((await me(celular)).statusCode).toBe(200);
    expect((await me(iphone)).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await listar(celular)).map((s) => s.aparelho)).toEqual(['Chrome no Android']);
  });

  it('a password change ends every device, as it ends every token', async () => {
    const u = await buildUser(t);
    const celular = await entrar(u, ANDROID);
    const troca = await t.app.inject({
      method: 'POST',
      url: api.alterarSenha,
      headers: bearer(celular),
      payload: { senhaAtual: DEFAULT_PASSWORD, novaSenha: 'OutraSenha2026' },
    });
    expect(troca.statusCode).toBe(200);
    const n = await completo(t.db)
      .selectFrom('sessoes')
      .select('id')
      .where('usuario_id', '=', u.user.id)
      .execute();
    expect(n).toEqual([]);
  });

  it("an ended device's live stream ends at once", async () => {
    const u = await buildUser(t);
    const celular = await entrar(u, ANDROID);
    const s = await abrirStream(base, celular);
    abertos.push(s);
    expect(s.status).toBe(200);
    await s.esperar((e) => e.event === 'contadores');
    // another device's stream of the same person stays
    const outro = await abrirStream(base, u.token);
    abertos.push(outro);
    await outro.esperar((e) => e.event === 'contadores');
    const res = await t.app.inject({
      method: 'POST',
      url: api.encerrarOutrasSessoes,
      headers: u.auth,
    });
    expect(res.statusCode).toBe(200);
    const terminou = await Promise.race([
      s.terminou.then(() => true),
      sleep(2_000).then(() => false),
    ]);
    expect(terminou).toBe(true);
    const ficou = await Promise.race([
      outro.terminou.then(() => true),
      sleep(300).then(() => false),
    ]);
    expect(ficou).toBe(false);
  });
});

describe('DELETE /api/users/{id}/sessoes (Gestão de Usuários)', () => {
  it('a manager ends every device of a user, audited; the password stays', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const u = await buildUser(t);
    const celular = await entrar(u, ANDROID);
    const res = await t.app.inject({
      method: 'DELETE',
      url: api.userSessoes(u.user.id),
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ encerradas: 2 });
    expect((await me(celular)).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(401);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('acao', '=', 'sessoes_encerradas')
      .where('usuario_id', '=', admin.user.id)
      .execute();
    expect(audit.map((a) => a.detalhes)).toEqual([
      `Encerrou as sessões de ${u.user.nome} (${u.user.login}) (2 aparelhos)`,
    ]);
    // the same password signs in again
    expect((await me(await entrar(u, IPHONE))).statusCode).toBe(200);
  });

  it('rh may not end an admin’s devices; nobody ends their own here; 404 for no such user', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const admin = await buildUser(t, { role: 'admin' });
    const del = (id: number, who: BuiltUser) =>
      t.app.inject({ method: 'DELETE', url: api.userSessoes(id), headers: who.auth });
    expect((await del(admin.user.id, rh)).statusCode).toBe(403);
    const proprio = await del(admin.user.id, admin);
    expect(proprio.statusCode).toBe(403);
    expect(proprio.json().error).toBe('Para encerrar as suas próprias sessões, use Minha Conta.');
    expect((await del(999_999_999, admin)).statusCode).toBe(404);
    expect((await me(admin.token)).statusCode).toBe(200);
  });
});

describe('two instances on one database', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createSecondInstance(t);
  });
  afterAll(() => b.close());

  it('a device ended through A is refused by B at once, though B had it cached', async () => {
    const u = await buildUser(t);
    const celular = await entrar(u, ANDROID, b.app);
    expect((await me(celular, b.app)).statusCode).toBe(200);
    expect((await me(celular, b.app)).statusCode).toBe(200); // in B's cache now
    const res = await t.app.inject({
      method: 'POST',
      url: api.encerrarOutrasSessoes,
      headers: u.auth,
    });
    expect(res.json()).toEqual({ encerradas: 1 });
    // PostgreSQL's notice may take a moment to reach B; it must be within a second
    let status = 0;
    for (let i = 0; i < 50; i++) {
      status = (await me(celular, b.app)).statusCode;
      if (status === 401) break;
      await sleep(20);
    }
    expect(status).toBe(401);
  });
});
