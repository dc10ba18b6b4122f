import type { AppContext } from '../../context.js';
import { HttpError, tooMany } from '../../lib/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password-hashing.js';
import { normalizeLogin } from '../../../common/schemas/fields.js';
import { recordAudit } from '../../core/audit.js';
import { findUsuarioByLogin, sessionUserOf } from '../../core/accounts.js';
import { activeLock, addressKey, clearFailures, loginKey, recordFailure } from './throttle.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';

export const INVALID_CREDENTIALS = 'Usuário ou senha inválidos';
export const INACTIVE_ACCOUNT = 'Conta inativa. Procure o administrador do sistema.';
export const TOO_MANY_ATTEMPTS =
  'Muitas tentativas de login sem sucesso. Aguarde 15 minutos e tente novamente.';

/** Checks the credentials with brute-force limits; answers the token and the session user. */
export async function login(ctx: AppContext, input: { login: string; senha: string }, ip: string) {
  const { db, config, tokens } = ctx;
  const limits = config.limits;
  const userKey = loginKey(normalizeLogin(input.login));
  const ipKey = addressKey(ip);

  if (await activeLock(db, [userKey, ipKey])) throw tooMany(TOO_MANY_ATTEMPTS);

  const user = await findUsuarioByLogin(db, input.login);
  const ok = user
    ? await verifyPassword(user.senha_hash, input.senha)
    : await verifyAgainstDummy(input.senha);

  if (!ok || !user) {
    await db.transaction().execute(async (trx) => {
      await recordFailure(
        trx,
        userKey,
        limits.loginFailuresPerLogin,
        limits.loginWindowMs,
        limits.loginLockMs,
      );
      await recordFailure(
        trx,
        ipKey,
        limits.loginFailuresPerAddress,
        limits.loginWindowMs,
        limits.loginLockMs,
      );
      await recordAudit(trx, {
        actor: user ? { id: user.id, nome: user.nome, login: user.login } : null,
        login: input.login.trim().slice(0, 60),
        acao: AUDIT_ACTIONS.loginFalhou,
        detalhes: user ? 'Senha incorreta' : 'Usuário inexistente',
      });
    });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }

  const actor = { id: user.id, nome: user.nome, login: user.login };
  if (user.status_usuario !== 'ativo') {
    await db
      .transaction()
      .execute((trx) =>
        recordAudit(trx, { actor, acao: AUDIT_ACTIONS.loginFalhou, detalhes: 'Conta inativa' }),
      );
    throw new HttpError(403, INACTIVE_ACCOUNT);
  }

  await db.transaction().execute(async (trx) => {
    await clearFailures(trx, userKey);
    await recordAudit(trx, { actor, acao: AUDIT_ACTIONS.login, detalhes: 'Login realizado' });
  });
  const token = await tokens.sign({ userId: user.id, version: user.token_version });
  return { token, user: sessionUserOf(user) };
}
