/**
 * A change's notices are part of its end (docs/decisions/044-fim-da-escrita.md): `concluir`
 * queues them in the write's transaction, so a write that rolls back — here at its idempotency
 * record, the last thing `concluir` writes before the audit entries — leaves no notice, and one
 * that commits always has its notice. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../common/auditoria.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildUser } from '../test/factories.js';
import { aviso } from './avisos.js';
import { concluir } from './fim-da-escrita.js';
import type { Guarda } from './idempotencia.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://portal.fazenda.test' },
  });
});
afterAll(() => t.close());

const guarda = (usuarioId: number, chave: string): Guarda<number> => ({
  registro: async (n) => ({
    usuario_id: usuarioId,
    chave,
    metodo: 'POST',
    rota: '/api/teste',
    digest: 'd',
    status: 201,
    resposta: String(n),
  }),
});

describe('the notices of a write', () => {
  it('are queued by concluir with the write, and rolled back with it', async () => {
    const rh = await buildUser(t, { role: 'rh', email: 'rh@fazenda.test' });
    const assunto = `Novo atendimento #${rh.user.id}`;
    const escrever = () =>
      t.db.transaction().execute((trx) =>
        concluir(trx, t.handle, {
          avisos: [
            aviso(t.app.ctx, [rh.user.id], {
              tipo: 'novo_atendimento',
              email: { assunto, texto: 'Veja.' },
            }),
          ],
          auditoria: [{ actor: null, acao: AUDIT_ACTIONS.login, detalhes: assunto }],
          guarda: guarda(rh.user.id, `aviso-${rh.user.id}`),
          resultado: 1,
        }),
      );
    const fila = async () =>
      (
        await t.db
          .selectFrom('avisos_email')
          .select('id')
          .where('usuario_id', '=', rh.user.id)
          .where('assunto', '=', assunto)
          .execute()
      ).length;
    const entradas = async () =>
      (await t.db.selectFrom('audit_log').select('id').where('detalhes', '=', assunto).execute())
        .length;

    await escrever();
    expect(await fila()).toBe(1);
    expect(await entradas()).toBe(1);
    // the same key again: the idempotency record fails and takes the notice with it
    await expect(escrever()).rejects.toThrow();
    expect(await fila()).toBe(1);
    expect(await entradas()).toBe(1);
  });
});
