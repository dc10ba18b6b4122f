/**
 * The tamper-evident audit log (docs/product/auditoria.md, "Cadeia"): every entry the product
 * writes is chained to the one before; parallel writers on separate connections never fork it;
 * a row changed, removed or inserted directly in the database is named by the verifier.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { concluir, cortarInicio } from '../../core/fim-da-escrita.js';
import { openDatabase } from '../../db/index.js';
import { createTestApp, usingPostgres, type TestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { verificarAuditoria } from './verificacao.js';
import { aplicarRetencao } from '../../core/retencao.js';
import { RETENCAO } from '../../../common/retencao.js';

// An app per test: each asserts about the whole chain, from its first entry
// (docs/decisions/066-um-app-por-arquivo.md).
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const verificar = () => verificarAuditoria(t.handle);
const registros = () => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
/** An entry the product seals, as any write does (server/core/fim-da-escrita.ts). */
const escrever = (detalhes: string) =>
  t.db.transaction().execute((trx) =>
    concluir(trx, t.handle, {
      auditoria: [{ actor: null, acao: AUDIT_ACTIONS.login, detalhes }],
    }),
  );
/** A chain of at least `n` entries: the first admin's, then sealed ones. */
async function cadeiaDe(n: number) {
  for (let i = (await registros()).length; i < n; i++) await escrever(`entrada ${i}`);
  return registros();
}
/** A chain cut by retention at its middle entry, as the retention job leaves it. */
async function cadeiaCortada() {
  const antes = await cadeiaDe(6);
  const meio = antes[Math.floor(antes.length / 2)]!;
  expect(await cortarInicio(t.handle, new Date(meio.data_hora).toISOString())).toBeGreaterThan(0);
  await escrever('depois do corte');
  expect(await verificar()).toMatchObject({ integra: true });
}

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
    const alvo = (await cadeiaDe(4))[2]!;
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
    const rows = await cadeiaDe(7);
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
    const rows = await cadeiaDe(2);
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
    const rows = await cadeiaDe(3);
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

describe('the sealed cut of retention (docs/decisions/053-corte-da-auditoria.md)', () => {
  it('erases the entries before the limit from the start only, and the chain still verifies', async () => {
    for (let i = 0; i < 4; i++) await escrever(`antigo ${i}`);
    const antes = await registros();
    // the limit: the time of an entry in the middle; it and everything after stay
    const meio = antes[Math.floor(antes.length / 2)]!;
    const limite = new Date(meio.data_hora).toISOString();
    const esperados = antes.filter((r) => r.id >= meio.id || r.data_hora >= limite);
    const primeiroFica = Math.min(...esperados.map((r) => r.id));
    const cortados = antes.filter((r) => r.id < primeiroFica).length;
    expect(await cortarInicio(t.handle, limite)).toBe(cortados);
    const depois = await registros();
    expect(depois.map((r) => r.id)).toEqual(
      antes.filter((r) => r.id >= primeiroFica).map((r) => r.id),
    );
    expect(await verificar()).toEqual({
      integra: true,
      registros: depois.length,
      mensagem: `Cadeia de auditoria íntegra: ${depois.length} registros (e ${cortados} anteriores, apagados pela retenção).`,
    });
    // the chain goes on after the cut
    await escrever('depois do corte');
    expect(await verificar()).toMatchObject({ integra: true, registros: depois.length + 1 });
    // a second cut at the same limit finds nothing
    expect(await cortarInicio(t.handle, limite)).toBe(0);
  });

  it('removing the new first entry behind the product’s back is still seen', async () => {
    await cadeiaCortada();
    const [primeiro] = (await registros()) as [R];
    await t.db.deleteFrom('audit_log').where('id', '=', primeiro.id).execute();
    const v = await verificar();
    expect(v).toMatchObject({ integra: false, problema: 'removido' });
    expect(v.mensagem).toContain('no início');
    await t.db.insertInto('audit_log').values(primeiro).execute();
    expect(await verificar()).toMatchObject({ integra: true });
  });

  it('a start moved in the head without the key is seen', async () => {
    await cadeiaCortada();
    const [primeiro, segundo] = (await registros()) as [R, R];
    const cabeca = await t.db.selectFrom('auditoria_cadeia').selectAll().executeTakeFirstOrThrow();
    // someone erases the first entry and moves the start to hide it, without re-sealing
    await t.db.deleteFrom('audit_log').where('id', '=', primeiro.id).execute();
    await t.db
      .updateTable('auditoria_cadeia')
      .set({
        inicio_hash: segundo.hash_anterior!,
        cortados: cabeca.cortados + 1,
        quantidade: cabeca.quantidade - 1,
      })
      .execute();
    expect(await verificar()).toMatchObject({ integra: false, problema: 'controle' });
    await t.db.updateTable('auditoria_cadeia').set(cabeca).execute();
    await t.db.insertInto('audit_log').values(primeiro).execute();
    expect(await verificar()).toMatchObject({ integra: true });
  });

  it('the retention job, past 5 years, cuts through the registry and audits the count; the chain verifies', async () => {
    const todos = (await registros()).length;
    const cincoAnosDepois = Date.now() + RETENCAO.auditoria.dias * 24 * 60 * 60 * 1000 + 60_000;
    const r = await aplicarRetencao(t.app.ctx, t.app.ctx.dadosPessoais, cincoAnosDepois);
    expect(r.auditoria).toEqual({ audit_log: todos });
    // what is left: the run's own entry, with counts only, chained to the cut
    const [entrada, ...outras] = await registros();
    expect(outras).toEqual([]);
    expect(entrada!.acao).toBe(AUDIT_ACTIONS.retencaoAplicada);
    expect(entrada!.detalhes).toContain(`auditoria: audit_log ${todos}`);
    expect(await verificar()).toMatchObject({ integra: true, registros: 1 });
  });
});

type R = Awaited<ReturnType<typeof registros>>[number];
