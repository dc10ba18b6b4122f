import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from '../test/app.js';
import { porOutraConexao } from '../test/outra-conexao.js';
import { buildUser } from '../test/factories.js';
import type { Tabelas } from './change-feed.js';

/**
 * The change feed (docs/decisions/041-feed-e-caches.md) says what changed, by table: writes of
 * this process, and commits of other connections (another instance, the CLI). The live streams
 * ring on `onChange`; the read caches empty themselves on `onPossibleChange`.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nomes = (tables: Tabelas) => (tables === 'all' ? 'all' : [...tables].sort().join(','));

/** What the feed tells, in order: `talvez:users` (may change), `mudou:users` (changed). */
function ouvir() {
  const ouvido: string[] = [];
  const parar = [
    t.handle.changes.onPossibleChange((tables) => ouvido.push(`talvez:${nomes(tables)}`)),
    t.handle.changes.onChange((tables) => ouvido.push(`mudou:${nomes(tables)}`)),
  ];
  return { ouvido, parar: () => parar.forEach((p) => p()) };
}

describe('ChangeFeed', () => {
  it('a write of this process: its tables may change before it is sent, and changed once it ran', async () => {
    const { user } = await buildUser(t);
    const { ouvido, parar } = ouvir();
    await t.db.updateTable('users').set({ nome: 'Outro Nome' }).where('id', '=', user.id).execute();
    parar();
    // (on PostgreSQL the commit's own notice may come too, in between or after)
    expect(ouvido[0]).toBe('talvez:users');
    expect(ouvido).toContain('mudou:users');
    expect(ouvido.indexOf('talvez:users')).toBeLessThan(ouvido.indexOf('mudou:users'));
  });

  it('a read tells nothing; a raw statement other than a read changes everything', async () => {
    const { user } = await buildUser(t);
    const { ouvido, parar } = ouvir();
    await t.db.selectFrom('users').selectAll().where('id', '=', user.id).execute();
    // on PostgreSQL the notice of the user's insert may arrive only now: it names its table, and is
    // a commit's, never a possible change
    // The sessions' last use is written on a timer of its own (gravarUsos, server/core/sessoes.ts),
    // which may fire in between: a write of `sessoes` alone is not this read's.
    const semUsos = ouvido.filter((e) => !/^(talvez|mudou):sessoes$/.test(e));
    const daLeitura = usingPostgres()
      ? semUsos.filter((e) => e.startsWith('talvez:') || e.endsWith(':all'))
      : semUsos;
    expect(daLeitura).toEqual([]);
    await sql`update users set nome = nome where id = ${user.id}`.execute(t.db);
    parar();
    // on PostgreSQL the notices of commits (the user's insert before, this statement's own) may
    // come in between: they name their table, never 'all'
    const locais = usingPostgres()
      ? ouvido.filter((e) => e.endsWith(':all'))
      : ouvido.filter((e) => !/^(talvez|mudou):sessoes$/.test(e));
    expect(locais.slice(0, 3)).toEqual(['talvez:all', 'talvez:all', 'mudou:all']);
  });

  it('a write names the tables it writes, not those it only reads', async () => {
    const { user } = await buildUser(t);
    const { ouvido, parar } = ouvir();
    await t.db
      .deleteFrom('users')
      .where('id', '=', user.id)
      .where('id', 'in', (eb) => eb.selectFrom('atendimentos').select('usuario_id'))
      .execute();
    parar();
    expect(ouvido[0]).toBe('talvez:users');
  });
});

describe.runIf(usingPostgres())('ChangeFeed, writes inside a with (PostgreSQL)', () => {
  it("a select or an insert with a write in its with names that write's table too", async () => {
    const { user } = await buildUser(t);
    const { ouvido, parar } = ouvir();
    await t.db
      .with('mudou', (d) =>
        d.updateTable('users').set({ nome: 'Outro' }).where('id', '=', user.id).returning('id'),
      )
      .selectFrom('mudou')
      .select('id')
      .execute();
    parar();
    expect(ouvido[0]).toBe('talvez:users');
    expect(ouvido).toContain('mudou:users');
  });
});

describe.skipIf(usingPostgres())('ChangeFeed on SQLite', () => {
  it('the possible change is told before the statement runs', async () => {
    const { user } = await buildUser(t);
    const lido: string[] = [];
    const parar = t.handle.changes.onPossibleChange(() => {
      const row = t.handle.sqlite!.prepare('select nome from users where id = ?').get(user.id);
      lido.push((row as { nome: string }).nome);
    });
    await t.db.updateTable('users').set({ nome: 'Depois' }).where('id', '=', user.id).execute();
    parar();
    expect(lido).toEqual([user.nome, 'Depois']);
  });

  it("another connection's commit is told at the next look, as a change to everything", async () => {
    const { user } = await buildUser(t);
    t.handle.changes.poll();
    const { ouvido, parar } = ouvir();
    await porOutraConexao(t, 'update users set nome = ? where id = ?', ['Lá Fora', user.id]);
    expect(ouvido).toEqual([]);
    // the database is asked at most once per millisecond
    await sleep(5);
    t.handle.changes.poll();
    parar();
    expect(ouvido).toEqual(['talvez:all', 'mudou:all']);
  });
});

describe.runIf(usingPostgres())('ChangeFeed on PostgreSQL', () => {
  it("another connection's commit is told with its table (LISTEN/NOTIFY)", async () => {
    const { user } = await buildUser(t);
    expect(t.handle.changes.supported).toBe(true);
    await sleep(100); // the notices of the user's own insert
    const { ouvido, parar } = ouvir();
    await porOutraConexao(t, 'update users set nome = ? where id = ?', ['Lá Fora', user.id]);
    await expect.poll(() => ouvido, { timeout: 2_000, interval: 10 }).toContain('mudou:users');
    parar();
    expect(ouvido).not.toContain('mudou:all');
  });

  it('while the listener is away the feed is not supported; its return changes everything', async () => {
    const { ouvido, parar } = ouvir();
    t.handle.changes.setListening(false);
    expect(t.handle.changes.supported).toBe(false);
    expect(ouvido).toEqual([]);
    t.handle.changes.setListening(true);
    parar();
    expect(t.handle.changes.supported).toBe(true);
    expect(ouvido).toEqual(['talvez:all', 'mudou:all']);
  });
});
