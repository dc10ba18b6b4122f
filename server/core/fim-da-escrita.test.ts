/**
 * The end of a write (docs/decisions/044-fim-da-escrita.md), on SQLite and PostgreSQL: one
 * `concluir` writes the audit entries, the events and the idempotency record together, with the
 * key passed in; a transaction is finished once; a rolled-back write leaves none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../common/auditoria.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildUser } from '../test/factories.js';
import { concluir } from './fim-da-escrita.js';
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
