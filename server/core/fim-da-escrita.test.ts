/**
 * The end of a write (docs/decisions/044-fim-da-escrita.md), on SQLite and PostgreSQL: one
 * `concluir` writes the audit entries, the events and the idempotency record together, with the
 * key passed in; a transaction is finished once; a rolled-back write leaves none of them. A
 * one-statement change (`atualizarEConcluir`) writes its update and events, and on PostgreSQL
 * commits without waiting for the disk only when its caller says so, and only that commit.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../common/auditoria.js';
import { completo } from '../db/completo.js';
import type { Db } from '../db/index.js';
import { createTestApp, usingPostgres, type TestApp } from '../test/app.js';
import { buildAtendimento, buildUser } from '../test/factories.js';
import { atualizarEConcluir, concluir, type Durabilidade } from './fim-da-escrita.js';
import type { Guarda } from './idempotencia.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contar = async () => ({
  auditoria: (await t.db.selectFrom('audit_log').select('id').execute()).length,
  eventos: (await t.db.selectFrom('eventos').select('id').execute()).length,
  idempotencia: (await t.db.selectFrom('idempotencia').select('id').execute()).length,
});

function guardaDe(usuarioId: number, chave: string): Guarda<{ n: number }> {
  return {
    registro: async (resultado) => ({
      usuario_id: usuarioId,
      chave,
      metodo: 'POST',
      rota: '/api/teste',
      digest: 'd',
      status: 201,
      resposta: JSON.stringify(resultado),
    }),
  };
}

describe('concluir', () => {
  it('writes the entries, the events and the key of one write together', async () => {
    const { user: ana } = await buildUser(t);
    const antes = await contar();
    await t.db.transaction().execute((trx) =>
      concluir(trx, t.handle, {
        auditoria: [
          { actor: null, acao: AUDIT_ACTIONS.login, detalhes: 'um' },
          { actor: null, acao: AUDIT_ACTIONS.login, detalhes: 'dois' },
        ],
        eventos: [{ tipo: 'atendimento', usuarioId: ana.id, dados: { atendimento_id: 1 } }],
        guarda: guardaDe(ana.id, 'fim-1'),
        resultado: { n: 7 },
      }),
    );
    expect(await contar()).toEqual({
      auditoria: antes.auditoria + 2,
      eventos: antes.eventos + 1,
      idempotencia: antes.idempotencia + 1,
    });
    const ultimas = await t.db
      .selectFrom('audit_log')
      .select('detalhes')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(ultimas.map((r) => r.detalhes)).toEqual(['dois', 'um']);
    const registro = await t.db
      .selectFrom('idempotencia')
      .selectAll()
      .where('chave', '=', 'fim-1')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(registro.resposta)).toEqual({ n: 7 });
  });

  it('finishes a transaction once: a second call is refused and the write rolls back', async () => {
    const antes = await contar();
    const fim = { auditoria: [{ actor: null, acao: AUDIT_ACTIONS.login, detalhes: 'x' }] };
    await expect(
      t.db.transaction().execute(async (trx) => {
        await concluir(trx, t.handle, fim);
        await concluir(trx, t.handle, fim);
      }),
    ).rejects.toThrow(/já foi concluída/);
    expect(await contar()).toEqual(antes);
  });

  it('a write that fails after finishing leaves no entry, event or key', async () => {
    const { user: ana } = await buildUser(t);
    const antes = await contar();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await concluir(trx, t.handle, {
          auditoria: [{ actor: null, acao: AUDIT_ACTIONS.login, detalhes: 'desfeito' }],
          eventos: [{ tipo: 'atendimento', usuarioId: ana.id, dados: { atendimento_id: 1 } }],
          guarda: guardaDe(ana.id, 'fim-2'),
          resultado: { n: 1 },
        });
        throw new Error('falhou depois');
      }),
    ).rejects.toThrow('falhou depois');
    expect(await contar()).toEqual(antes);
  });
});

describe('atualizarEConcluir', () => {
  /** Moves a ticket's owner mark to `ate` with one event, on `db`, with the durability asked. */
  const marcar = (
    db: Db,
    atendimentoId: number,
    usuarioId: number,
    ate: number,
    durabilidade: Durabilidade,
  ) =>
    atualizarEConcluir(
      { ...t.handle, db },
      (d) =>
        d
          .updateTable('atendimentos')
          .set({ lido_ate_colaborador: ate })
          .where('id', '=', atendimentoId)
          .where((eb) => eb(eb.fn.coalesce('lido_ate_colaborador', eb.lit(0)), '<', ate))
          .returning('id'),
      {
        eventos: [{ tipo: 'atendimento', usuarioId, dados: { atendimento_id: atendimentoId } }],
        durabilidade,
      },
    );
  const comEvento = async (atendimentoId: number) =>
    (await t.db.selectFrom('eventos').select('dados').execute()).filter(
      (e) => JSON.parse(e.dados).atendimento_id === atendimentoId,
    ).length;
  const marcaDe = async (id: number) =>
    (
      await completo(t.db)
        .selectFrom('atendimentos')
        .select('lido_ate_colaborador')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).lido_ate_colaborador;

  it('writes the update and its events either way', async () => {
    for (const durabilidade of ['esperaODisco', 'naoEsperaODisco'] as const) {
      const { ticket, owner } = await buildAtendimento(t);
      const antes = await comEvento(ticket.id);
      await marcar(t.db, ticket.id, owner.user.id, 7, durabilidade);
      expect(await marcaDe(ticket.id)).toBe(7);
      expect(await comEvento(ticket.id)).toBe(antes + 1);
    }
  });

  it.runIf(usingPostgres())(
    "on PostgreSQL, 'naoEsperaODisco' turns off the wait for the disk for its own transaction only",
    async () => {
      const { ticket, owner } = await buildAtendimento(t);
      const esperaDoDisco = async (db: Db) =>
        (await sql<{ v: string }>`select current_setting('synchronous_commit') as v`.execute(db))
          .rows[0]!.v;
      // what this server does by default: the test means something only if it waits
      const normal = await esperaDoDisco(t.db);
      expect(normal).not.toBe('off');
      // inside a transaction the setting lasts until its commit: what that commit does
      const dentro = async (durabilidade: Durabilidade, ate: number) =>
        t.db.transaction().execute(async (trx) => {
          await marcar(trx, ticket.id, owner.user.id, ate, durabilidade);
          return esperaDoDisco(trx);
        });
      expect(await dentro('naoEsperaODisco', 3)).toBe('off');
      expect(await dentro('esperaODisco', 4)).toBe(normal);
      // a mark already further on changes no row (the triggers may still notify): set all the same
      expect(await dentro('naoEsperaODisco', 2)).toBe('off');
      expect(await marcaDe(ticket.id)).toBe(4);
      // alone (its own transaction) on one connection: the next statement there waits again
      const depois = await t.db.connection().execute(async (conexao) => {
        await marcar(conexao, ticket.id, owner.user.id, 5, 'naoEsperaODisco');
        return esperaDoDisco(conexao);
      });
      expect(depois).toBe(normal);
      expect(await marcaDe(ticket.id)).toBe(5);
    },
  );
});
