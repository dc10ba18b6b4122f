/**
 * A staff member turns two-factor sign-in on and off for their own account
 * (docs/product/conta.md, "Verificação em duas etapas").
 */
import type { AppContext } from '../../context.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { findUsuarioById } from '../../core/accounts.js';
import type { AuthUser } from '../../core/current-user.js';
import { readPapeisObrigatorios } from '../../core/mfa-obrigatorio.js';
import type { Db } from '../../db/index.js';
import { badRequest, conflict, tooMany, unauthorized } from '../../lib/errors.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { CODIGO_JA_USADO, SENHA_INCORRETA_2FA } from '../../../common/schemas/segundo-fator.js';
import { verifyPassword } from '../../lib/password-hashing.js';
import type { UsuarioRow } from '../../db/schema.js';
import {
  aceitarCodigo,
  codigosRestantes,
  novoSegredo,
  novosCodigos,
  passoDoCodigo,
  totpDe,
} from './segundo-fator.js';
import { CODIGO_INVALIDO } from './login-2fa.js';
import { TOO_MANY_ATTEMPTS } from './service.js';
import { activeLock, addressKey, loginKey, recordLoginFailure } from './throttle.js';

const JA_ATIVA =
  'A verificação em duas etapas já está ativa. Desative-a antes de cadastrar outro aplicativo.';
const NAO_ATIVA = 'A verificação em duas etapas não está ativa.';
const OBRIGATORIA =
  'A verificação em duas etapas é obrigatória para o seu perfil e não pode ser desativada.';

async function conta(ctx: AppContext, who: AuthUser) {
  const user = await findUsuarioById(ctx.db, who.id);
  if (!user) throw unauthorized();
  return user;
}

export async function estado(ctx: AppContext, who: AuthUser) {
  const user = await conta(ctx, who);
  const papeis = await readPapeisObrigatorios(ctx);
  return {
    ativo: user.mfa_ativo === 1,
    obrigatorio: (papeis as readonly string[]).includes(user.role),
    codigos_restantes: user.mfa_ativo === 1 ? await codigosRestantes(ctx.db, user.id) : 0,
  };
}

/**
 * The account's password, asked before two-factor sign-in is turned on or off, so that a session
 * token alone (a stolen one) cannot switch it and lock the owner out. A wrong one counts toward
 * the login's lockout like a failed login, and is audited.
 */
export async function conferirSenha(
  ctx: AppContext,
  user: UsuarioRow,
  senha: string,
  ip: string,
  quando: string,
) {
  const keys = { login: loginKey(user.login_normalizado), address: addressKey(ip) };
  if (await activeLock(ctx.db, [keys.login, keys.address])) throw tooMany(TOO_MANY_ATTEMPTS);
  if (await verifyPassword(user.senha_hash, senha)) return keys;
  await ctx.db.transaction().execute(async (trx) => {
    await recordLoginFailure(trx, ctx.config.limits, keys);
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor: { id: user.id, nome: user.nome, login: user.login },
          acao: AUDIT_ACTIONS.loginFalhou,
          detalhes: `Senha incorreta ${quando}`,
        },
      ],
    });
  });
  throw badRequest(SENHA_INCORRETA_2FA);
}

/** A new secret, kept encrypted and pending until a code from it is confirmed. */
export async function iniciar(ctx: AppContext, who: AuthUser, senha: string, ip: string) {
  const user = await conta(ctx, who);
  if (user.mfa_ativo === 1) throw conflict(JA_ATIVA);
  await conferirSenha(ctx, user, senha, ip, 'ao ativar a verificação em duas etapas');
  const segredo = novoSegredo();
  await ctx.db
    .updateTable('users')
    .set({ mfa_segredo: ctx.cofre.cifrar(segredo), mfa_ultimo_passo: null })
    .where('id', '=', user.id)
    .execute();
  const issuer = ctx.content.company.name;
  return { segredo, otpauth_url: totpDe(segredo, issuer, user.login).toString() };
}

export async function confirmar(ctx: AppContext, who: AuthUser, codigo: string) {
  const user = await conta(ctx, who);
  if (user.mfa_ativo === 1) throw conflict(JA_ATIVA);
  if (!user.mfa_segredo) {
    throw badRequest('Comece a ativação da verificação em duas etapas antes de confirmar.');
  }
  const passo = passoDoCodigo(ctx.cofre.decifrar(user.mfa_segredo), codigo);
  if (passo === null) {
    throw badRequest('Código inválido. Confira o horário do celular e digite o código atual.');
  }
  return ctx.db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('users')
      .set({ mfa_ativo: 1, mfa_ultimo_passo: passo })
      .where('id', '=', user.id)
      .where('mfa_ativo', '=', 0)
      .where('mfa_segredo', '=', user.mfa_segredo)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw conflict(JA_ATIVA);
    const codigos = await novosCodigos(trx, ctx.cofre, user.id);
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor: { id: user.id, nome: user.nome, login: user.login },
          acao: AUDIT_ACTIONS.segundoFatorAtivado,
          detalhes: 'Verificação em duas etapas ativada; 10 códigos de recuperação gerados',
        },
      ],
    });
    return { codigos_recuperacao: codigos };
  });
}

/**
 * "Gerar novos códigos": 10 new recovery codes, the old ones no longer valid, answered this once.
 * Asks for the password like turning it on or off; the audit entry never carries the codes.
 */
export async function gerarNovosCodigos(ctx: AppContext, who: AuthUser, senha: string, ip: string) {
  const user = await conta(ctx, who);
  if (user.mfa_ativo !== 1) throw conflict(NAO_ATIVA);
  await conferirSenha(ctx, user, senha, ip, 'ao gerar novos códigos de recuperação');
  return ctx.db.transaction().execute(async (trx) => {
    const codigos = await novosCodigos(trx, ctx.cofre, user.id);
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor: { id: user.id, nome: user.nome, login: user.login },
          acao: AUDIT_ACTIONS.codigosRecuperacaoNovos,
          detalhes: '10 novos códigos de recuperação gerados; os anteriores deixaram de valer',
        },
      ],
    });
    return { codigos_recuperacao: codigos };
  });
}

/**
 * Turning it off takes the password and a valid code; a wrong one of either counts toward the
 * login's lockout.
 */
export async function desativar(
  ctx: AppContext,
  who: AuthUser,
  body: { codigo: string; senha: string },
  ip: string,
) {
  const user = await conta(ctx, who);
  if (user.mfa_ativo !== 1) throw conflict(NAO_ATIVA);
  const papeis: readonly string[] = await readPapeisObrigatorios(ctx);
  if (papeis.includes(user.role)) throw conflict(OBRIGATORIA);
  const keys = await conferirSenha(
    ctx,
    user,
    body.senha,
    ip,
    'ao desativar a verificação em duas etapas',
  );
  const actor = { id: user.id, nome: user.nome, login: user.login };
  const tipo = await aceitarCodigo(ctx.db, ctx.cofre, user, body.codigo);
  if (tipo === 'usado') throw badRequest(CODIGO_JA_USADO);
  if (!tipo) {
    await ctx.db.transaction().execute(async (trx) => {
      await recordLoginFailure(trx, ctx.config.limits, keys);
      await concluir(trx, ctx.dbHandle, {
        auditoria: [
          {
            actor,
            acao: AUDIT_ACTIONS.codigoFalhou,
            detalhes: 'Código de verificação incorreto ao desativar',
          },
        ],
      });
    });
    throw badRequest(CODIGO_INVALIDO);
  }
  await ctx.db.transaction().execute(async (trx) => {
    await removerSegundoFator(trx, user.id);
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor,
          acao: AUDIT_ACTIONS.segundoFatorDesativado,
          detalhes: 'Verificação em duas etapas desativada pelo próprio usuário',
        },
      ],
    });
  });
}

/** Forgets the user's second factor: secret, last step, recovery codes and open challenges. */
export async function removerSegundoFator(db: Db, usuarioId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ mfa_segredo: null, mfa_ativo: 0, mfa_ultimo_passo: null })
    .where('id', '=', usuarioId)
    .execute();
  await db.deleteFrom('codigos_recuperacao').where('usuario_id', '=', usuarioId).execute();
  await db.deleteFrom('desafios_login').where('usuario_id', '=', usuarioId).execute();
}
