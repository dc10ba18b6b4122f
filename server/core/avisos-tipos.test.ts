/**
 * Who a kind of notice reaches is decided by the kinds table (common/schemas/avisos.ts) inside
 * `aviso`, not by its callers: a caller that names someone whose role the kind is not for queues
 * nothing for them, on either channel; `destinatariosDoTipo` answers exactly the table's roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES } from '../../common/roles.js';
import { TIPOS_DE_AVISO } from '../../common/schemas/avisos.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildUser, type BuiltUser } from '../test/factories.js';
import { aviso, destinatariosDoTipo } from './avisos.js';
import { concluir } from './fim-da-escrita.js';

let t: TestApp;
const porPapel = new Map<string, BuiltUser>();

beforeAll(async () => {
  t = await createTestApp({
    env: {
      SMTP_URL: 'smtp://127.0.0.1:9',
      PUBLIC_URL: 'https://portal.fazenda.test',
    },
  });
  for (const role of ROLES) {
    porPapel.set(role, await buildUser(t, { role, email: `${role}@fazenda.test` }));
  }
});
afterAll(() => t.close());

describe('the kinds table decides who a notice reaches', () => {
  it('a notice of a staff-only kind is queued for staff only, whoever the caller names', async () => {
    const todos = [...porPapel.values()].map((u) => u.user.id);
    await t.db.transaction().execute((trx) =>
      concluir(trx, t.handle, {
        avisos: [
          aviso(t.app.ctx, todos, {
            tipo: 'novo_atendimento',
            email: { assunto: 'Novo atendimento #1', texto: 'Veja.' },
          }),
        ],
      }),
    );
    const linhas = await t.db
      .selectFrom('avisos_email')
      .innerJoin('users', 'users.id', 'avisos_email.usuario_id')
      .select('users.role')
      .where('avisos_email.tipo', '=', 'novo_atendimento')
      .execute();
    const esperados = ROLES.filter((r) => can(r, TIPOS_DE_AVISO.novo_atendimento.permissao));
    expect(esperados).not.toContain('colaborador');
    expect(linhas.map((l) => l.role).sort()).toEqual([...esperados].sort());
  });

  it("destinatariosDoTipo answers the active users of the kind's roles", async () => {
    const papeis = new Set(
      (
        await t.db
          .transaction()
          .execute((trx) => destinatariosDoTipo(trx, 'nova_solicitacao_privacidade'))
      ).map((u) => u.role),
    );
    expect([...papeis].sort()).toEqual(
      ROLES.filter((r) => can(r, TIPOS_DE_AVISO.nova_solicitacao_privacidade.permissao)).sort(),
    );
  });
});
