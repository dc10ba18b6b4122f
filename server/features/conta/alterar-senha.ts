import type { AppContext } from '../../context.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { findUsuarioById, setPassword } from '../../core/accounts.js';
import type { AuthUser } from '../../core/current-user.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password-hashing.js';
import { normalizeLogin } from '../../../common/schemas/fields.js';
import type { AlterarSenhaBody } from '../../../common/schemas/conta.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';

/**
 * A user changes their own password. The current one is required unless this is the first
 * login; the new one may equal neither the login nor the current password. Every older token
 * of the user stops working.
 */
export async function changeOwnPassword(ctx: AppContext, who: AuthUser, body: AlterarSenhaBody) {
  const user = await findUsuarioById(ctx.db, who.id);
  if (!user) throw unauthorized();
  const firstLogin = user.primeiro_login === 1;
  if (!firstLogin) {
    if (!body.senhaAtual) throw badRequest('Informe a senha atual.');
    if (!(await verifyPassword(user.senha_hash, body.senhaAtual))) {
      throw badRequest('Senha atual incorreta.');
    }
  }
  if (normalizeLogin(body.novaSenha) === user.login_normalizado) {
    throw badRequest('A nova senha não pode ser igual ao login.');
  }
  if (await verifyPassword(user.senha_hash, body.novaSenha)) {
    throw badRequest('A nova senha deve ser diferente da senha atual.');
  }
  const hash = await hashPassword(body.novaSenha);
  await ctx.db.transaction().execute(async (trx) => {
    await setPassword(trx, user.id, hash, false);
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor: { id: user.id, nome: user.nome, login: user.login },
          acao: AUDIT_ACTIONS.alterarSenha,
          detalhes: firstLogin
            ? 'Senha definida no primeiro acesso'
            : 'Senha alterada pelo próprio usuário',
        },
      ],
    });
  });
}
