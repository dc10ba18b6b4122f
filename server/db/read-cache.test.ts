import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from '../test/app.js';
import { porOutraConexao } from '../test/outra-conexao.js';
import { buildAtendimento, buildDenuncia, buildMensagem, buildUser } from '../test/factories.js';
import { findUsuarioById } from '../core/accounts.js';
import { api } from '../../common/paths.js';
import { CACHES } from '../config.js';
import { cachedRows, RowCache } from './read-cache.js';
import type { UsuarioRow } from './schema.js';

/**
 * The read caches (decision 008) must never answer what the database no longer holds: writes of
 * this process, writes of another connection (the CLI, another process), and reads that raced a
 * write. Each test changes the data behind the cache's back in one of those ways.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

function countingLoader(id: number) {
  let loads = 0;
  return {
    load: () => {
      loads++;
      return findUsuarioById(t.db, id);
    },
    get loads() {
      return loads;
    },
  };
}

describe.skipIf(usingPostgres())('RowCache on SQLite', () => {
  it('keeps a row between reads', async () => {
    const { user } = await buildUser(t);
    const cache = new RowCache<number, UsuarioRow>(t.handle.changes, 'users');
    const loader = countingLoader(user.id);
    t.handle.changes.poll();
    expect((await cache.read(user.id, loader.load))?.nome).toBe(user.nome);
    expect((await cache.read(user.id, loader.load))?.nome).toBe(user.nome);
    expect(loader.loads).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('keeps rows when another table is written', async () => {
    const { user } = await buildUser(t);
    const cache = new RowCache<number, UsuarioRow>(t.handle.changes, 'users');
    const loader = countingLoader(user.id);
    await cache.read(user.id, loader.load);
    await buildDenuncia(t);
    await cache.read(user.id, loader.load);
    expect(loader.loads).toBe(1);
  });
});

/**
 * PostgreSQL gives no cheap signal of another connection's commits, so there the caches keep
 * nothing and every read goes to the database.
 */
describe.runIf(usingPostgres())('RowCache on PostgreSQL', () => {
  it('keeps rows while the listener hears the other connections (LISTEN/NOTIFY)', async () => {
    const { user } = await buildUser(t);
    const cache = new RowCache<number, UsuarioRow>(t.handle.changes, 'users');
    const loader = countingLoader(user.id);
    expect(t.handle.changes.supported).toBe(true);
    expect((await cache.read(user.id, loader.load))?.nome).toBe(user.nome);
    // The notice of the user's own insert may still be on its way: once it has come, reads
    // are answered from memory.
    await expect
      .poll(async () => {
        const antes = loader.loads;
        expect((await cache.read(user.id, loader.load))?.nome).toBe(user.nome);
        return loader.loads === antes;
      })
      .toBe(true);
    expect(cache.size).toBe(1);
  });

  it('sees a change committed by another connection once its notice arrives', async () => {
    const { user } = await buildUser(t);
    const cache = new RowCache<number, UsuarioRow>(t.handle.changes, 'users');
    await cache.read(user.id, () => findUsuarioById(t.db, user.id));
    await porOutraConexao(t, 'update users set nome = ? where id = ?', ['Mudado Lá Fora', user.id]);
    await expect
      .poll(async () => (await cache.read(user.id, () => findUsuarioById(t.db, user.id)))?.nome, {
        timeout: 2_000,
        interval: 10,
      })
      .toBe('Mudado Lá Fora');
  });

  it('keeps nothing while the listener is away, and starts afresh when it is back', async () => {
    const { user } = await buildUser(t);
    const cache = new RowCache<number, UsuarioRow>(t.handle.changes, 'users');
    const loader = countingLoader(user.id);
    await cache.read(user.id, loader.load);
    t.handle.changes.setListening(false);
    try {
      expect(t.handle.changes.supported).toBe(false);
      await cache.read(user.id, loader.load);
      await cache.read(user.id, loader.load);
      expect(loader.loads).toBe(3);
    } finally {
      t.handle.changes.setListening(true);
    }
    await cache.read(user.id, loader.load);
    expect(loader.loads).toBe(4);
  });

  it("the app's read caches hold rows after requests", async () => {
    const { ticket, owner } = await buildAtendimento(t);
    await buildMensagem(t, { atendimento: { ticket, owner } });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: api.mensagens(ticket.id), headers: owner.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
    }
    expect(cachedRows(t.handle.changes)).toBeGreaterThan(0);
  });
});

describe('RowCache', () => {
  it('drops the rows of a table this process writes', async () => {
    const { user } = await buildUser(t);
    const cache = new RowCache<number, UsuarioRow>(t.handle.changes, 'users');
    const loader = countingLoader(user.id);
    await cache.read(user.id, loader.load);
    await t.db.updateTable('users').set({ nome: 'Nome Novo' }).where('id', '=', user.id).execute();
    expect((await cache.read(user.id, loader.load))?.nome).toBe('Nome Novo');
  });

  it('sees a change committed by another connection', async () => {
    const { user } = await buildUser(t);
    const cache = new RowCache<number, UsuarioRow>(t.handle.changes, 'users');
    const loader = countingLoader(user.id);
    await cache.read(user.id, loader.load);
    await porOutraConexao(t, 'update users set nome = ? where id = ?', ['Mudado Lá Fora', user.id]);
    t.handle.changes.poll();
    expect((await cache.read(user.id, loader.load))?.nome).toBe('Mudado Lá Fora');
  });

  it('does not keep a row read while a write ran', async () => {
    const { user } = await buildUser(t);
    const cache = new RowCache<number, UsuarioRow>(t.handle.changes, 'users');
    // the load reads the old row, then a write lands before the load hands it over
    const stale = await cache.read(user.id, async () => {
      const row = await findUsuarioById(t.db, user.id);
      await t.db
        .updateTable('users')
        .set({ status_usuario: 'inativo' })
        .where('id', '=', user.id)
        .execute();
      return row;
    });
    expect(stale?.status_usuario).toBe('ativo');
    const fresh = await cache.read(user.id, () => findUsuarioById(t.db, user.id));
    expect(fresh?.status_usuario).toBe('inativo');
  });
});

describe('RowCache keyed by a column', () => {
  /** Two accounts, and a cache of `users` keyed by `id`. */
  async function doisUsuariosECache() {
    const { user: a } = await buildUser(t);
    const { user: b } = await buildUser(t);
    const cache = new RowCache<number, UsuarioRow>(t.handle.changes, 'users', { coluna: 'id' });
    return { a, b, cache };
  }

  it("a write that pins its rows drops only those: another row's stays", async () => {
    const { a, b, cache } = await doisUsuariosECache();
    const la = countingLoader(a.id);
    const lb = countingLoader(b.id);
    await cache.read(a.id, la.load);
    await cache.read(b.id, lb.load);
    await t.db.updateTable('users').set({ nome: 'Nome Novo' }).where('id', '=', a.id).execute();
    expect((await cache.read(a.id, la.load))?.nome).toBe('Nome Novo');
    await cache.read(b.id, lb.load);
    expect([la.loads, lb.loads]).toEqual([2, 1]);
  });

  it('a write that does not pin the key column drops every row', async () => {
    const { a, b, cache } = await doisUsuariosECache();
    await cache.read(a.id, () => findUsuarioById(t.db, a.id));
    await cache.read(b.id, () => findUsuarioById(t.db, b.id));
    await t.db.updateTable('users').set({ nome: 'Todos' }).where('login', '=', b.login).execute();
    expect((await cache.read(b.id, () => findUsuarioById(t.db, b.id)))?.nome).toBe('Todos');
    const lb = countingLoader(a.id);
    await cache.read(a.id, lb.load);
    expect(lb.loads).toBe(1);
  });

  it('a row read while a write to it ran is not kept; one read while another row was written is', async () => {
    const { a, b, cache } = await doisUsuariosECache();
    const lerEnquantoEscreve = (lido: number, escrito: number) =>
      cache.read(lido, async () => {
        const row = await findUsuarioById(t.db, lido);
        await t.db
          .updateTable('users')
          .set({ status_usuario: 'inativo' })
          .where('id', '=', escrito)
          .execute();
        return row;
      });
    expect((await lerEnquantoEscreve(a.id, a.id))?.status_usuario).toBe('ativo');
    expect((await cache.read(a.id, () => findUsuarioById(t.db, a.id)))?.status_usuario).toBe(
      'inativo',
    );
    await lerEnquantoEscreve(b.id, a.id);
    const lb = countingLoader(b.id);
    await cache.read(b.id, lb.load);
    expect(lb.loads).toBe(0);
  });

  it("another connection's change: on PostgreSQL its rows only (the notice names them), on SQLite every row", async () => {
    const { a, b, cache } = await doisUsuariosECache();
    await cache.read(a.id, () => findUsuarioById(t.db, a.id));
    await cache.read(b.id, () => findUsuarioById(t.db, b.id));
    await porOutraConexao(t, 'update users set nome = ? where id = ?', ['Lá Fora', b.id]);
    t.handle.changes.poll();
    await expect
      .poll(async () => (await cache.read(b.id, () => findUsuarioById(t.db, b.id)))?.nome)
      .toBe('Lá Fora');
    const la = countingLoader(a.id);
    await cache.read(a.id, la.load);
    expect(la.loads).toBe(usingPostgres() ? 0 : 1);
  });

  it.runIf(usingPostgres())(
    "a keyed table's change is told on both channels: the previous build's still names the table",
    async () => {
      const { user } = await buildUser(t);
      const ouvinte = new pg.Client({ connectionString: t.databaseUrl });
      await ouvinte.connect();
      const ouvidos: string[] = [];
      ouvinte.on('notification', (n) => ouvidos.push(`${n.channel} ${n.payload}`));
      await ouvinte.query('listen portal_mudancas; listen portal_mudancas_por_chave');
      await porOutraConexao(t, 'update users set nome = ? where id = ?', ['Outro', user.id]);
      const deUsers = () => ouvidos.filter((o) => /\.users(:|$)/.test(o)).sort();
      await expect.poll(() => deUsers().length).toBe(2);
      await ouvinte.end();
      // an instance still on the previous build (a rolling deploy) hears `portal_mudancas`
      expect(deUsers()).toEqual([
        expect.stringMatching(/^portal_mudancas [\w$]+\.users$/),
        expect.stringMatching(
          new RegExp(`^portal_mudancas_por_chave [\\w$]+\\.users:id=${user.id}$`),
        ),
      ]);
    },
  );

  it.runIf(usingPostgres())(
    'a change of more rows than a notice names (200) drops every row',
    async () => {
      const { user: a } = await buildUser(t);
      const outros = await Promise.all(Array.from({ length: 201 }, () => buildUser(t)));
      const cache = new RowCache<number, UsuarioRow>(t.handle.changes, 'users', { coluna: 'id' });
      await cache.read(a.id, () => findUsuarioById(t.db, a.id));
      // one statement over 201 other rows: its notice names the table only
      await porOutraConexao(
        t,
        `update users set nome = 'Em Massa' where id in (${outros.map((o) => o.user.id).join(',')})`,
        [],
      );
      const la = countingLoader(a.id);
      await expect
        .poll(async () => {
          await cache.read(a.id, la.load);
          return la.loads;
        })
        .toBe(1);
    },
  );
});

describe('caches turned off (CACHES_DESLIGADOS, for measuring)', () => {
  it('a cache turned off reads every time and keeps nothing', async () => {
    const { user } = await buildUser(t);
    const cache = new RowCache<number, UsuarioRow>(t.handle.changes, 'users', { ligado: false });
    const loader = countingLoader(user.id);
    expect((await cache.read(user.id, loader.load))?.nome).toBe(user.nome);
    expect((await cache.read(user.id, loader.load))?.nome).toBe(user.nome);
    expect(loader.loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('an app with every cache off answers the same, keeping nothing', async () => {
    const off = await createTestApp({ env: { CACHES_DESLIGADOS: CACHES.join(',') } });
    try {
      const { ticket, owner } = await buildAtendimento(off);
      await buildMensagem(off, { atendimento: { ticket, owner } });
      for (let i = 0; i < 2; i++) {
        const res = await off.app.inject({ url: api.mensagens(ticket.id), headers: owner.auth });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toHaveLength(1);
      }
      expect(cachedRows(off.handle.changes)).toBe(0);
      await off.db
        .updateTable('users')
        .set({ status_usuario: 'inativo' })
        .where('id', '=', owner.user.id)
        .execute();
      const res = await off.app.inject({ url: api.mensagens(ticket.id), headers: owner.auth });
      expect(res.statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });
});

describe('requests through the cached reads', () => {
  it('a user deactivated by another process loses access at once', async () => {
    const u = await buildUser(t);
    expect((await t.app.inject({ url: api.atendimentos, headers: u.auth })).statusCode).toBe(200);
    await porOutraConexao(t, "update users set status_usuario = 'inativo' where id = ?", [
      u.user.id,
    ]);
    const res = await t.app.inject({ url: api.atendimentos, headers: u.auth });
    expect(res.statusCode).toBe(401);
  });

  it('a password reset by another process ends the old token at once', async () => {
    const u = await buildUser(t);
    expect((await t.app.inject({ url: api.me, headers: u.auth })).statusCode).toBe(200);
    await porOutraConexao(t, 'update users set token_version = token_version + 1 where id = ?', [
      u.user.id,
    ]);
    expect((await t.app.inject({ url: api.me, headers: u.auth })).statusCode).toBe(401);
  });

  it('the message list shows a message written by another process on the next poll', async () => {
    const u = await buildUser(t);
    const opened = await t.app.inject({ method: 'POST', url: api.atendimentos, headers: u.auth });
    const id = opened.json<{ atendimentoId: number }>().atendimentoId;
    const post = (mensagem: string) =>
      t.app.inject({
        method: 'POST',
        url: api.mensagens(id),
        headers: u.auth,
        payload: { mensagem },
      });
    const list = async () =>
      (await t.app.inject({ url: api.mensagens(id), headers: u.auth }))
        .json<{ mensagem: string }[]>()
        .map((m) => m.mensagem);
    await post('primeira');
    expect(await list()).toEqual(['primeira']);
    expect(await list()).toEqual(['primeira']);
    await post('segunda');
    expect(await list()).toEqual(['primeira', 'segunda']);
    await porOutraConexao(
      t,
      "insert into mensagens (atendimento_id, autor_id, remetente, tipo, mensagem, enviado_em) values (?, null, 'suporte', 'text', ?, ?)",
      [id, 'de outra instância', new Date().toISOString()],
    );
    expect(await list()).toEqual(['primeira', 'segunda', 'de outra instância']);
  });

  it('a ticket closed by another process refuses new messages at once', async () => {
    const u = await buildUser(t);
    const opened = await t.app.inject({ method: 'POST', url: api.atendimentos, headers: u.auth });
    const id = opened.json<{ atendimentoId: number }>().atendimentoId;
    expect((await t.app.inject({ url: api.mensagens(id), headers: u.auth })).statusCode).toBe(200);
    await porOutraConexao(t, "update atendimentos set status = 'fechado' where id = ?", [id]);
    const res = await t.app.inject({
      method: 'POST',
      url: api.mensagens(id),
      headers: u.auth,
      payload: { mensagem: 'ainda aí?' },
    });
    expect(res.statusCode).toBe(409);
  });
});
