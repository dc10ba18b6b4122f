/**
 * The tamper-evident audit log (docs/product/auditoria.md, "Cadeia"): every entry the product
 * writes is chained to the one before; parallel writers on separate connections never fork it;
 * a row changed, removed or inserted directly in the database is named by the verifier.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { openDatabase } from '../../db/index.js';
import { createTestApp, usingPostgres, type TestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { verificarAuditoria } from './verificacao.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verificar = () => verificarAuditoria(t.handle);
const registros = () => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

async function login(u: { login: string }, senha = DEFAULT_PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { login: u.login, senha } });
}

describe('the chain', () => {
  it('chains every entry the product writes, in id order, and verifies', async () => {
    const ana = await buildUser(t, { nome: 'Ana Ribeiro' });
    expect((await login(ana.user)).statusCode).toBe(200);
    expect((await login(ana.user, 'SenhaErrada123')).statusCode).toBe(401);
    const rows = await registros();
    expect(rows.length).toBeGreaterThanOrEqual(3); // the first admin, a login, a failed one
    let anterior = '';
    for (const r of rows) {
      expect(r.hash_anterior).toBe(anterior);
      expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
      anterior = r.hash!;
    }
    expect(await verificar()).toEqual({
      integra: true,
      registros: rows.length,
      mensagem: `Cadeia de auditoria íntegra: ${rows.length} registros.`,
    });
  });

  it('never forks with 24 writers in parallel transactions on separate connections', async () => {
    const antes = (await registros()).length;
    // PostgreSQL: three handles of ten connections each, like three instances. SQLite has one
    // connection per process (another one here would wait on this one, in the same thread).
    const handles = [t.handle, ...(usingPostgres() ? [outroHandle(), outroHandle()] : [])];
    try {
      await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          handles[i % handles.length]!.db.transaction().execute(async (trx) => {
            // every transaction is open, and has read, before any of them writes its entry
            if (usingPostgres()) await sql`select pg_sleep(0.05)`.execute(trx);
            await concluir(trx, handles[i % handles.length]!, {
              auditoria: [
                {
                  actor: null,
                  login: `paralelo${i}`,
                  acao: AUDIT_ACTIONS.loginFalhou,
                  detalhes: `Escritor ${i}`,
                },
              ],
            });
          }),
        ),
      );
    } finally {
      for (const h of handles.slice(1)) await h.close();
    }
    const rows = await registros();
    expect(rows.length).toBe(antes + 24);
    expect(new Set(rows.map((r) => r.hash_anterior)).size).toBe(rows.length);
    expect(await verificar()).toMatchObject({ integra: true, registros: antes + 24 });
  });
});

function outroHandle() {
  return openDatabase({
    dataDir: t.dataDir,
    ...(t.databaseUrl ? { databaseUrl: t.databaseUrl } : {}),
  });
}

describe('changes behind the product’s back', () => {
  it('names an entry whose details were edited, then verifies once it is put back', async () => {
    const alvo = (await registros())[2]!;
    await t.db
      .updateTable('audit_log')
      .set({ detalhes: 'Nada aconteceu' })
      .where('id', '=', alvo.id)
      .execute();
    const v = await verificar();
    expect(v).toMatchObject({ integra: false, problema: 'alterado', id: alvo.id });
    expect(v.mensagem).toBe(
      `Cadeia de auditoria violada: o registro #${alvo.id} foi alterado (não confere com o seu hash).`,
    );
    await t.db
      .updateTable('audit_log')
      .set({ detalhes: alvo.detalhes })
      .where('id', '=', alvo.id)
      .execute();
    expect(await verificar()).toMatchObject({ integra: true });
  });

  it('names the removal of an entry in the middle by the entry after it', async () => {
    const rows = await registros();
    const [antes, alvo, depois] = rows.slice(3, 6) as [R, R, R];
    await t.db.deleteFrom('audit_log').where('id', '=', alvo.id).execute();
    const v = await verificar();
    expect(v).toMatchObject({ integra: false, problema: 'removido', id: depois.id });
    expect(v.mensagem).toBe(
      `Cadeia de auditoria violada: registro(s) removido(s) antes do registro #${depois.id} (depois do #${antes.id}).`,
    );
    await t.db.insertInto('audit_log').values(alvo).execute();
    expect(await verificar()).toMatchObject({ integra: true });
  });

  it('names a forged entry as inserted, whatever hash it claims', async () => {
    const rows = await registros();
    const ultimo = rows[rows.length - 1]!;
    const forjado = await t.db
      .insertInto('audit_log')
      .values({
        data_hora: new Date().toISOString(),
        usuario_id: null,
        usuario_nome: 'Ninguém',
        login: 'ninguem',
        acao: AUDIT_ACTIONS.login,
        detalhes: 'Login realizado',
        hash_anterior: ultimo.hash,
        hash: ultimo.hash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const v = await verificar();
    expect(v).toMatchObject({ integra: false, problema: 'inserido', id: forjado.id });
    expect(v.mensagem).toBe(
      `Cadeia de auditoria violada: o registro #${forjado.id} foi inserido fora da cadeia.`,
    );
    await t.db.deleteFrom('audit_log').where('id', '=', forjado.id).execute();
    expect(await verificar()).toMatchObject({ integra: true });
  });

  it('names the removal of the last entry, and a head moved back to hide it', async () => {
    const rows = await registros();
    const [penultimo, ultimo] = rows.slice(-2) as [R, R];
    await t.db.deleteFrom('audit_log').where('id', '=', ultimo.id).execute();
    const v = await verificar();
    expect(v).toMatchObject({ integra: false, problema: 'removido', id: ultimo.id });
    expect(v.mensagem).toBe(
      `Cadeia de auditoria violada: registro(s) removido(s) do fim: a cadeia deveria terminar no #${ultimo.id} (${rows.length} registros) e termina no #${penultimo.id} (${rows.length - 1}).`,
    );
    const cabeca = await t.db.selectFrom('auditoria_cadeia').selectAll().executeTakeFirstOrThrow();
    await t.db
      .updateTable('auditoria_cadeia')
      .set({ ultimo_id: penultimo.id, ultimo_hash: penultimo.hash!, quantidade: rows.length - 1 })
      .execute();
    expect(await verificar()).toMatchObject({ integra: false, problema: 'controle' });
    await t.db.updateTable('auditoria_cadeia').set(cabeca).execute();
    await t.db.insertInto('audit_log').values(ultimo).execute();
    expect(await verificar()).toMatchObject({ integra: true });
  });

  it('tells a different key from a broken chain', async () => {
    const outra = openDatabase({
      dataDir: t.dataDir,
      chaveAuditoria: 'outra-chave-com-mais-de-32-caracteres-aqui',
      ...(t.databaseUrl ? { databaseUrl: t.databaseUrl } : {}),
    });
    try {
      expect(await verificarAuditoria(outra)).toMatchObject({ integra: false, problema: 'chave' });
      // and the product refuses to extend the chain with it
      await expect(
        outra.db.transaction().execute((trx) =>
          concluir(trx, outra, {
            auditoria: [{ actor: null, acao: AUDIT_ACTIONS.login, detalhes: 'x' }],
          }),
        ),
      ).rejects.toThrow(/chave da auditoria/);
    } finally {
      await outra.close();
    }
  });
});

type R = Awaited<ReturnType<typeof registros>>[number];
