/**
 * The test apps' PostgreSQL databases reused within a worker (./bancos-de-teste.ts,
 * docs/decisions/083-bancos-de-teste-reaproveitados.md): a reused one holds what a fresh copy
 * holds, and one that could be told from a fresh copy is never handed out again.
 */
import pg from 'pg';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { criarBancoProprio } from '../../scripts/lib/banco-proprio.mjs';
import { createTestApp, usingPostgres, type TestApp } from './app.js';
import { comCliente } from './bancos-de-teste.js';
import { buildAtendimento, buildDenuncia, buildUser } from './factories.js';

const abertos: TestApp[] = [];
const novoApp = async () => {
  const t = await createTestApp();
  abertos.push(t);
  return t;
};
afterEach(async () => {
  for (const t of abertos.splice(0)) await t.close();
});

/** Every row of every table (in a set order) and every sequence of `url`'s database. */
const conteudo = (url: string) =>
  comCliente(url, async (c) => {
    const { rows: tabelas } = await c.query<{ nome: string }>(
      "select tablename as nome from pg_tables where schemaname = 'public' order by 1",
    );
    const linhas: Record<string, string[]> = {};
    for (const { nome } of tabelas) {
      const { rows } = await c.query<{ l: string }>(`select t::text as l from "${nome}" t`);
      linhas[nome] = rows.map((r) => r.l).sort();
    }
    const { rows: sequencias } = await c.query(
      `select sequencename, last_value::text from pg_sequences where schemaname = 'public'
        order by 1`,
    );
    return { linhas, sequencias };
  });

describe.runIf(usingPostgres())('a test app’s PostgreSQL database, reused', () => {
  it('holds, once its app closed, exactly what a fresh copy of the migrated database holds', async () => {
    const t = await novoApp();
    const url = t.databaseUrl!;
    const staff = await buildUser(t, { role: 'admin' });
    const colaborador = await buildUser(t);
    await buildAtendimento(t, { owner: colaborador });
    await buildDenuncia(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/atendimentos',
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(200);
    const usado = await conteudo(url);
    expect(usado.linhas.users!.length).toBeGreaterThanOrEqual(2);
    expect(usado.linhas.audit_log!.length).toBeGreaterThan(0);
    await abertos.pop()!.close();

    const fresca = await criarBancoProprio(
      process.env.TEST_DATABASE_URL!,
      inject('prefixoDosBancos'),
      inject('modeloPostgres'),
    );
    try {
      expect(await conteudo(url)).toEqual(await conteudo(fresca.url));
      // and it is the database the worker's next app is given
      const seguinte = await novoApp();
      expect(seguinte.databaseUrl).toBe(url);
    } finally {
      await fresca.drop();
    }
  });

  it('is not handed out again when its schema was changed, or a session is still on it', async () => {
    const comGatilho = await novoApp();
    await comCliente(comGatilho.databaseUrl!, (c) =>
      c.query(`
        create function plantada() returns trigger language plpgsql as $$ begin return new; end $$;
        create trigger plantada before insert on users for each row execute function plantada()`),
    );
    const comSessao = await novoApp();
    const sessao = new pg.Client({ connectionString: comSessao.databaseUrl });
    // the dropping of its database ends it
    sessao.on('error', () => undefined);
    await sessao.connect();
    try {
      for (const t of abertos.splice(0)) await t.close();
      const seguintes = [await novoApp(), await novoApp()];
      const urls = seguintes.map((t) => t.databaseUrl);
      expect(urls).not.toContain(comGatilho.databaseUrl);
      expect(urls).not.toContain(comSessao.databaseUrl);
    } finally {
      await sessao.end().catch(() => undefined);
    }
  });

  it('goes back once when its app is closed twice: two later apps never share it', async () => {
    const t = await novoApp();
    await abertos.pop()!.close();
    await t.close();
    const a = await novoApp();
    const b = await novoApp();
    expect(a.databaseUrl).not.toBe(b.databaseUrl);
  });
});
