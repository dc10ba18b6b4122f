/** The operator's reset of a user's second factor (server/cli.ts `redefinir-2fa`), audited. */
import { concluir } from '../../core/fim-da-escrita.js';
import type { DbHandle } from '../../db/index.js';
import type { UsuarioRow } from '../../db/schema.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { removerSegundoFator } from './cadastro-2fa.js';
import { clearFailures, loginKey } from './throttle.js';

export async function redefinirSegundoFator(handle: DbHandle, user: UsuarioRow): Promise<void> {
  await handle.db.transaction().execute(async (trx) => {
    await removerSegundoFator(trx, user.id);
    await clearFailures(trx, loginKey(user.login_normalizado));
    await concluir(trx, handle, {
      auditoria: [
        {
          actor: null,
          login: user.login,
          acao: AUDIT_ACTIONS.segundoFatorRedefinido,
          detalhes: `Verificação em duas etapas de ${user.nome} (${user.login}) redefinida pela linha de comando`,
        },
      ],
    });
  });
}
