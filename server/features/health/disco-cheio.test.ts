/**
 * A full disk on SQLite (reproduced with `PRAGMA max_page_count`, which makes SQLite answer
 * SQLITE_FULL exactly as a full file system does): writes and logins answer 503 with a
 * Portuguese message, the log says "disco cheio" (not SQLite's "cannot rollback"), and the
 * instance is not ready until a write succeeds again.
 */
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { DISCO_CHEIO } from '../../plugins/errors.js';

let t: TestApp;
let linhas: string[];
beforeEach(async () => {
  linhas = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      linhas.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  t = await createTestApp({ logStream, limits: { loginFailuresPerAddress: 1000 } });
});
afterEach(() => t.close());

describe.skipIf(usingPostgres())('a full disk (SQLite)', () => {
  it('answers 503 "sem espaço", logs "disco cheio", and is not ready until a write succeeds', async () => {
    const u = await buildUser(t);
    const aberto = await t.app.inject({
      method: 'POST',
      url: '/api/atendimentos',
      headers: u.auth,
    });
    const { atendimentoId } = aberto.json() as { atendimentoId: number };
    const escrever = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/atendimentos/${atendimentoId}/mensagens`,
        headers: u.auth,
        payload: { mensagem: 'Mensagem enquanto o disco enche.' },
      });
    const sqlite = t.handle.sqlite!;
    // the database may grow a little more, then the pages left are filled
    const paginas = sqlite.pragma('page_count', { simple: true }) as number;
    sqlite.pragma(`max_page_count = ${paginas + 50}`);
    sqlite.exec('create table enchimento (x blob)');
    for (const tamanho of [2000, 200, 20]) {
      const encher = sqlite.prepare(`insert into enchimento values (zeroblob(${tamanho}))`);
      expect(() => {
        for (let i = 0; i < 100_000; i++) encher.run();
      }).toThrow(/full/);
    }

    // A write that still fits in a page already there succeeds; the first that needs a new
    // page meets the full disk.
    const primeiraRecusa = async (
      pedir: () => Promise<{ statusCode: number; json(): unknown }>,
      ok: number,
    ) => {
      for (let i = 0; i < 200; i++) {
        const res = await pedir();
        if (res.statusCode !== ok) return res;
      }
      throw new Error('nenhuma escrita encontrou o disco cheio');
    };
    const escrita = await primeiraRecusa(escrever, 201);
    expect(escrita.statusCode).toBe(503);
    expect(escrita.json()).toEqual({ error: DISCO_CHEIO });
    const login = await primeiraRecusa(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { login: u.user.login, senha: DEFAULT_PASSWORD },
        }),
      200,
    );
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ error: DISCO_CHEIO });

    const log = linhas.join('\n');
    expect(log).toContain('disco cheio');
    expect(log).not.toContain('cannot rollback');
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const pronto = await t.app.inject({ url: '/api/health/pronto' });
    expect(pronto.statusCode).toBe(503);
    expect(pronto.json().problemas).toEqual(['disco cheio: o banco não consegue gravar']);

    // room again: the next write succeeds and the instance is ready
    sqlite.exec('drop table enchimento');
    expect((await escrever()).statusCode).toBe(201);
    const prontoDeNovo = await t.app.inject({ url: '/api/health/pronto' });
    expect(prontoDeNovo.statusCode).toBe(200);
    expect(prontoDeNovo.json()).toEqual({
      status: 'pronto',
      verificacoes: { banco: true, migracoes: true, feed: true, disco: true, encerrando: true },
    });
  });
});
