import type { AppContext } from '../../context.js';
import { HttpError, tooMany } from '../../lib/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password-hashing.js';
import { normalizeLogin } from '../../../common/schemas/fields.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { findUsuarioByLogin, sessionUserOf } from '../../core/accounts.js';
import {
  cadastroPendente,
  listPapeisObrigatorios,
  segundoFatorPendente,
} from '../../core/mfa-obrigatorio.js';
import { temPasskey } from '../../core/passkeys.js';
import { PASSKEY_EXIGIDA } from '../../../common/schemas/passkeys.js';
import type { UsuarioRow } from '../../db/schema.js';
import { activeLock, addressKey, clearFailures, loginKey, recordLoginFailure } from './throttle.js';
import { criarDesafio } from './desafios.js';
import { criarSessao, type Origem } from '../../core/sessoes.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';

const INVALID_CREDENTIALS = 'Usuário ou senha inválidos';
export const INACTIVE_ACCOUNT = 'Conta inativa. Procure o administrador do sistema.';
export const TOO_MANY_ATTEMPTS =
  'Muitas tentativas de login sem sucesso. Aguarde 15 minutos e tente novamente.';

/**
 * Checks the credentials with brute-force limits; answers the token and the session user, or,
 * when the user has two-factor sign-in on, a challenge for the code (POST /api/login/2fa).
 */
export async function login(
  ctx: AppContext,
  input: { login: string; senha: string },
  ip: string,
  origem: Origem,
) {
  const { db, config } = ctx;
  const keys = { login: loginKey(normalizeLogin(input.login)), address: addressKey(ip) };

  if (await activeLock(db, [keys.login, keys.address])) throw tooMany(TOO_MANY_ATTEMPTS);

  const user = await findUsuarioByLogin(db, input.login);
  const ok = user
    ? await verifyPassword(user.senha_hash, input.senha)
    : await verifyAgainstDummy(input.senha);

  if (!ok || !user) {
    await db.transaction().execute(async (trx) => {
      await recordLoginFailure(trx, config.limits, keys);
      await concluir(trx, ctx.dbHandle, {
        auditoria: [
          {
            actor: user ? { id: user.id, nome: user.nome, login: user.login } : null,
            login: input.login.trim().slice(0, 60),
            acao: AUDIT_ACTIONS.loginFalhou,
            detalhes: user ? 'Senha incorreta' : 'Usuário inexistente',
          },
        ],
      });
    });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }

  const actor = { id: user.id, nome: user.nome, login: user.login };
  if (user.status_usuario !== 'ativo') {
    await db.transaction().execute((trx) =>
      concluir(trx, ctx.dbHandle, {
        auditoria: [{ actor, acao: AUDIT_ACTIONS.loginFalhou, detalhes: 'Conta inativa' }],
      }),
    );
    throw new HttpError(403, INACTIVE_ACCOUNT);
  }

  // The failures are cleared only once the code is right: otherwise someone holding the password
  // could reset the count between guesses of the code.
  if (user.mfa_ativo === 1) {
    return { mfa_requerido: true as const, desafio: await criarDesafio(db, user) };
  }
  // A role that requires a second factor, met by a passkey alone: the password alone is not enough.
  if (
    cadastroPendente(user, await listPapeisObrigatorios(db)) &&
    (await temPasskey(ctx, user.id, true))
  ) {
    throw new HttpError(403, PASSKEY_EXIGIDA);
  }

  await db.transaction().execute(async (trx) => {
    await clearFailures(trx, keys.login);
    await concluir(trx, ctx.dbHandle, {
      auditoria: [{ actor, acao: AUDIT_ACTIONS.login, detalhes: 'Login realizado' }],
    });
  });
  return sessao(ctx, user, origem);
}

/**
 * The token and the session user of a login that succeeded: a new session (device) of the user,
 * whose id the token carries (server/core/sessoes.ts).
 */
export async function sessao(ctx: AppContext, user: UsuarioRow, origem: Origem) {
  const sid = await criarSessao(ctx.db, user.id, origem);
  const token = await ctx.tokens.sign({ userId: user.id, version: user.token_version, sid });
  const pendente = await segundoFatorPendente(
    ctx,
    user,
    await listPapeisObrigatorios(ctx.db),
    true,
  );
  return { token, user: sessionUserOf(user, pendente) };
}
