/**
 * The second step of a login with two-factor sign-in: the challenge from POST /api/login and a
 * code (TOTP or recovery). Only this step issues the token. A wrong code counts as a failed login.
 */
import type { AppContext } from '../../context.js';
import type { Origem } from '../../core/sessoes.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { findUsuarioById } from '../../core/accounts.js';
import { HttpError, tooMany, unauthorized } from '../../lib/errors.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { CODIGO_JA_USADO } from '../../../common/schemas/segundo-fator.js';
import { desafioAberto, encerrarDesafio } from './desafios.js';
import { aceitarCodigo, codigosRestantes } from './segundo-fator.js';
import { INACTIVE_ACCOUNT, sessao, TOO_MANY_ATTEMPTS } from './service.js';
import { activeLock, addressKey, clearFailures, loginKey, recordLoginFailure } from './throttle.js';

export const CODIGO_INVALIDO = 'Código de verificação inválido.';
const DESAFIO_ENCERRADO =
  'A verificação expirou ou já foi usada. Faça login novamente com usuário e senha.';

export async function login2fa(
  ctx: AppContext,
  body: { desafio: string; codigo: string },
  ip: string,
  origem: Origem,
) {
  const { db, cofre, config } = ctx;
  const aberto = await desafioAberto(db, body.desafio);
  const user = aberto && (await findUsuarioById(db, aberto.usuario_id));
  if (!aberto || !user) throw unauthorized(DESAFIO_ENCERRADO);
  const keys = { login: loginKey(user.login_normalizado), address: addressKey(ip) };
  if (await activeLock(db, [keys.login, keys.address])) throw tooMany(TOO_MANY_ATTEMPTS);
  if (user.status_usuario !== 'ativo') throw new HttpError(403, INACTIVE_ACCOUNT);
  // A password changed or a second factor reset since the password was checked voids the challenge.
  if (user.token_version !== aberto.token_version || user.mfa_ativo !== 1) {
    throw unauthorized(DESAFIO_ENCERRADO);
  }

  const actor = { id: user.id, nome: user.nome, login: user.login };
  const tipo = await aceitarCodigo(db, cofre, user, body.codigo);
  // A right code already spent, e.g. the loser of two requests racing with one code: no failure.
  if (tipo === 'usado') throw unauthorized(CODIGO_JA_USADO);
  if (!tipo) {
    await db.transaction().execute(async (trx) => {
      await recordLoginFailure(trx, config.limits, keys);
      await concluir(trx, ctx.dbHandle, {
        auditoria: [
          {
            actor,
            acao: AUDIT_ACTIONS.codigoFalhou,
            detalhes: 'Código de verificação incorreto no login',
          },
        ],
      });
    });
    throw unauthorized(CODIGO_INVALIDO);
  }
  if (!(await encerrarDesafio(db, body.desafio))) throw unauthorized(DESAFIO_ENCERRADO);

  await db.transaction().execute(async (trx) => {
    await clearFailures(trx, keys.login);
    const recuperacao =
      tipo === 'recuperacao'
        ? [
            {
              actor,
              acao: AUDIT_ACTIONS.codigoRecuperacaoUsado,
              detalhes: `Código de recuperação usado no login; restam ${await codigosRestantes(trx, user.id)}`,
            },
          ]
        : [];
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        ...recuperacao,
        {
          actor,
          acao: AUDIT_ACTIONS.login,
          detalhes: 'Login realizado com verificação em duas etapas',
        },
      ],
    });
  });
  return sessao(ctx, user, origem);
}
