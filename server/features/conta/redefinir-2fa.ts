/** The operator's reset of a user's second factor (server/cli.ts `redefinir-2fa`), audited. */
import { recordAudit } from '../../core/audit.js';
import type { Db } from '../../db/index.js';
import type { UsuarioRow } from '../../db/schema.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { removerSegundoFator } from './cadastro-2fa.js';
import { clearFailures, loginKey } from './throttle.js';

export async function redefinirSegundoFator(db: Db, user: UsuarioRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await removerSegundoFator(trx, user.id);
    await clearFailures(trx, loginKey(user.login_normalizado));
    await recordAudit(trx, {
      actor: null,
      login: user.login,
      acao: AUDIT_ACTIONS.segundoFatorRedefinido,
      detalhes: `Verificação em duas etapas de ${user.nome} (${user.login}) redefinida pela linha de comando`,
    });
  });
}
