/** A user change and its audit entry are written together or not at all. */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { edit, USUARIOS_TEST_LIMITS, usuariosHelpers } from '../../test/usuarios.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: USUARIOS_TEST_LIMITS });
});
afterEach(() => t.close());
const { call, me, row } = usuariosHelpers(() => t);

describe('audit in the same transaction', () => {
  /** Makes the audit insert for `acao` fail inside the database. */
  async function failAuditOf(acao: string) {
    if (usingPostgres()) {
      await sql
        .raw(
          `create function falha_auditoria() returns trigger language plpgsql as $$
           begin if new.acao = '${acao}' then raise exception 'auditoria indisponível'; end if; return new; end $$;
           create trigger falha_auditoria before insert on audit_log for each row execute function falha_auditoria();`,
        )
        .execute(t.db);
    } else {
      await sql
        .raw(
          `create trigger falha_auditoria before insert on audit_log when new.acao = '${acao}'
           begin select raise(abort, 'auditoria indisponível'); end`,
        )
        .execute(t.db);
    }
  }

  it('a change whose audit entry cannot be written does not happen', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const target = await buildUser(t);
    await failAuditOf('usuario_excluido');
    const del = await call('DELETE', `/api/users/${target.user.id}`, admin.auth);
    expect(del.statusCode).toBe(500);
    expect(await row(target.user.id)).toEqual(target.user);
  });

  it('a deactivation whose audit entry fails leaves the user active, session intact', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const target = await buildUser(t);
    await failAuditOf('usuario_desativado');
    const res = await call(
      'PATCH',
      `/api/users/${target.user.id}`,
      admin.auth,
      edit(target.user, { status_usuario: 'inativo' }),
    );
    expect(res.statusCode).toBe(500);
    expect(await row(target.user.id)).toEqual(target.user);
    expect((await me(target.auth)).statusCode).toBe(200);
  });
});
