/**
 * Passkeys (docs/product/conta.md, "Chaves de acesso"; docs/decisions/073-chaves-de-acesso.md):
 * adding one to the signed-in account, listing, renaming and removing one's own, and signing in
 * with one. WebAuthn itself is @simplewebauthn/server's; the rules are here: the challenges kept
 * in the database (server/features/conta/passkeys-desafios.ts), the user verified every time (a
 * fingerprint or the screen lock, so a passkey is a second factor in itself), failures counted
 * toward the login's lockout, sign-ins audited as logins.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AppContext } from '../../context.js';
import { findUsuarioById } from '../../core/accounts.js';
import { aparelhoDe } from '../../core/aparelho.js';
import type { AuthUser } from '../../core/current-user.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { cadastroPendente, readPapeisObrigatorios } from '../../core/mfa-obrigatorio.js';
import type { Origem } from '../../core/sessoes.js';
import { now, type Db } from '../../db/index.js';
import {
  badRequest,
  conflict,
  HttpError,
  notFound,
  tooMany,
  unauthorized,
} from '../../lib/errors.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import {
  PASSKEY_DESCONHECIDA,
  PASSKEY_INVALIDA,
  PASSKEY_JA_CADASTRADA,
  PASSKEY_NAO_ENCONTRADA,
  PASSKEY_ULTIMA_OBRIGATORIA,
  PASSKEYS_DEMAIS,
  PASSKEYS_MAXIMO,
  type LoginPasskeyBody,
  type RegistroPasskeyBody,
} from '../../../common/schemas/passkeys.js';
import { conferirSenha } from './cadastro-2fa.js';
import { consumirDesafio, guardarDesafio } from './passkeys-desafios.js';
import { INACTIVE_ACCOUNT, sessao, TOO_MANY_ATTEMPTS } from './service.js';
import { activeLock, addressKey, clearFailures, loginKey, recordLoginFailure } from './throttle.js';

/**
 * WebAuthn's library, loaded by the first passkey call: a process that never sees one does not
 * carry it (server/lib/quando-usado.ts).
 */
async function webauthn() {
  const [servidor, ajudantes] = await Promise.all([
    import('@simplewebauthn/server'),
    import('@simplewebauthn/server/helpers'),
  ]);
  return { ...servidor, ...ajudantes };
}

const NOME_DO_PORTAL = 'Portal do Colaborador';
/** ES256 and RS256: what phones, Windows Hello and security keys offer */
const ALGORITMOS = [-7, -257];

/**
 * The relying party: its id is the host of PUBLIC_URL, or the request's host when it is unset
 * (README, "Configuration"); the origin the browser must report is that address's.
 */
export interface ParteConfiavel {
  rpID: string;
  origin: string;
}

export function parteConfiavel(
  ctx: AppContext,
  req: { protocol: string; host: string; hostname: string },
): ParteConfiavel {
  if (ctx.config.publicUrl) {
    const url = new URL(ctx.config.publicUrl);
    return { rpID: url.hostname, origin: url.origin };
  }
  return { rpID: req.hostname, origin: `${req.protocol}://${req.host}` };
}

/** The options as the route's schema passes them on: WebAuthn's JSON, unchanged. */
const comoJson = (o: { challenge: string }) => o as { challenge: string } & Record<string, unknown>;

const actorDe = (u: { id: number; nome: string; login: string }) => ({
  id: u.id,
  nome: u.nome,
  login: u.login,
});

function listar(db: Db, usuarioId: number) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'nome', 'criado_em', 'ultimo_uso_em'])
    .where('usuario_id', '=', usuarioId)
    .orderBy('criado_em', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export const minhasPasskeys = (ctx: AppContext, who: AuthUser) => listar(ctx.db, who.id);

/** The options for the browser's own dialog; the challenge is kept for this person. */
export async function opcoesDeRegistro(ctx: AppContext, who: AuthUser, rp: ParteConfiavel) {
  const existentes = await ctx.db
    .selectFrom('passkeys')
    .select(['credencial_id', 'transportes'])
    .where('usuario_id', '=', who.id)
    .execute();
  if (existentes.length >= PASSKEYS_MAXIMO) throw conflict(PASSKEYS_DEMAIS);
  const { generateRegistrationOptions, isoUint8Array } = await webauthn();
  const opcoes = await generateRegistrationOptions({
    rpName: NOME_DO_PORTAL,
    rpID: rp.rpID,
    userName: who.login,
    userDisplayName: who.nome,
    // the account's id, not its login or name: the authenticator keeps it
    userID: isoUint8Array.fromUTF8String(String(who.id)),
    attestationType: 'none',
    excludeCredentials: existentes.map((p) => ({
      id: p.credencial_id,
      transports: p.transportes ? (JSON.parse(p.transportes) as string[]) : undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITMOS,
  });
  await guardarDesafio(ctx.db, opcoes.challenge, 'registro', who.id);
  return comoJson(opcoes);
}

/** Verifies the browser's answer and keeps the new passkey, named after the device. */
export async function registrar(
  ctx: AppContext,
  who: AuthUser,
  body: RegistroPasskeyBody,
  rp: ParteConfiavel,
  userAgent: string | undefined,
) {
  const { verifyRegistrationResponse, isoBase64URL } = await webauthn();
  let info;
  try {
    const r = await verifyRegistrationResponse({
      response: body as RegistrationResponseJSON,
      expectedChallenge: (c) => consumirDesafio(ctx.db, c, 'registro', who.id),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITMOS,
    });
    if (!r.verified) throw new Error('não verificada');
    info = r.registrationInfo;
  } catch {
    throw badRequest(PASSKEY_INVALIDA);
  }
  const { credential } = info;
  const nome = aparelhoDe(userAgent);
  return ctx.db.transaction().execute(async (trx) => {
    const ja = await trx
      .selectFrom('passkeys')
      .select('id')
      .where('credencial_id', '=', credential.id)
      .executeTakeFirst();
    if (ja) throw conflict(PASSKEY_JA_CADASTRADA);
    const row = await trx
      .insertInto('passkeys')
      .values({
        usuario_id: who.id,
        credencial_id: credential.id,
        chave_publica: isoBase64URL.fromBuffer(credential.publicKey),
        contador: credential.counter,
        transportes: credential.transports ? JSON.stringify(credential.transports) : null,
        nome,
        criado_em: now(),
        ultimo_uso_em: null,
      })
      .returning(['id', 'nome', 'criado_em', 'ultimo_uso_em'])
      .executeTakeFirstOrThrow();
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor: actorDe(who),
          acao: AUDIT_ACTIONS.passkeyAdicionada,
          detalhes: `Adicionou a chave de acesso "${nome}"`,
        },
      ],
    });
    return row;
  });
}

export async function renomear(ctx: AppContext, who: AuthUser, id: number, nome: string) {
  const row = await ctx.db
    .updateTable('passkeys')
    .set({ nome })
    .where('id', '=', id)
    .where('usuario_id', '=', who.id)
    .returning(['id', 'nome', 'criado_em', 'ultimo_uso_em'])
    .executeTakeFirst();
  if (!row) throw notFound(PASSKEY_NAO_ENCONTRADA);
  return row;
}

/**
 * Removes one of the person's passkeys, the password confirming it (a stolen session alone cannot
 * strip the account's keys); the last one is kept while it is the second factor the role requires.
 */
export async function remover(
  ctx: AppContext,
  who: AuthUser,
  id: number,
  senha: string,
  ip: string,
) {
  const user = await findUsuarioById(ctx.db, who.id);
  if (!user) throw unauthorized();
  const alvo = await ctx.db
    .selectFrom('passkeys')
    .select(['id', 'nome'])
    .where('id', '=', id)
    .where('usuario_id', '=', who.id)
    .executeTakeFirst();
  if (!alvo) throw notFound(PASSKEY_NAO_ENCONTRADA);
  await conferirSenha(ctx, user, senha, ip, 'ao remover uma chave de acesso');
  const papeis = await readPapeisObrigatorios(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const restantes = await listar(trx, who.id);
    if (restantes.length === 1 && cadastroPendente(user, papeis)) {
      throw conflict(PASSKEY_ULTIMA_OBRIGATORIA);
    }
    const r = await trx
      .deleteFrom('passkeys')
      .where('id', '=', id)
      .where('usuario_id', '=', who.id)
      .executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw notFound(PASSKEY_NAO_ENCONTRADA);
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor: actorDe(user),
          acao: AUDIT_ACTIONS.passkeyRemovida,
          detalhes: `Removeu a chave de acesso "${alvo.nome}"`,
        },
      ],
    });
  });
}

/** The options of a sign-in: no account named (the browser offers the passkeys it holds). */
export async function opcoesDeLogin(ctx: AppContext, rp: ParteConfiavel) {
  const { generateAuthenticationOptions } = await webauthn();
  const opcoes = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: 'required',
  });
  await guardarDesafio(ctx.db, opcoes.challenge, 'login', null);
  return comoJson(opcoes);
}

/**
 * A sign-in with a passkey: answers as `POST /api/login` does (`{token, user}`), with a session
 * of its own. No code is asked, not even of staff: the passkey was verified with the person's
 * fingerprint or screen lock. A passkey the portal does not know counts as a failure of the
 * address; a refused one as a failure of its account too.
 */
export async function entrarComPasskey(
  ctx: AppContext,
  body: LoginPasskeyBody,
  rp: ParteConfiavel,
  ip: string,
  origem: Origem,
) {
  const { db, config } = ctx;
  const passkey = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('credencial_id', '=', body.id)
    .executeTakeFirst();
  const user = passkey && (await findUsuarioById(db, passkey.usuario_id));
  const keys = {
    login: user ? loginKey(user.login_normalizado) : undefined,
    address: addressKey(ip),
  };
  const travas = keys.login ? [keys.login, keys.address] : [keys.address];
  if (await activeLock(db, travas)) throw tooMany(TOO_MANY_ATTEMPTS);

  const falhou = async (detalhes: string, mensagem: string) => {
    await db.transaction().execute(async (trx) => {
      await recordLoginFailure(trx, config.limits, keys);
      await concluir(trx, ctx.dbHandle, {
        auditoria: [
          {
            actor: user ? actorDe(user) : null,
            login: user ? undefined : '(chave de acesso)',
            acao: AUDIT_ACTIONS.loginFalhou,
            detalhes,
          },
        ],
      });
    });
    return unauthorized(mensagem);
  };

  if (!passkey || !user) throw await falhou('Chave de acesso desconhecida', PASSKEY_DESCONHECIDA);

  const { verifyAuthenticationResponse, isoBase64URL } = await webauthn();
  let novoContador: number;
  try {
    const r = await verifyAuthenticationResponse({
      response: body as AuthenticationResponseJSON,
      expectedChallenge: (c) => consumirDesafio(db, c, 'login', null),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.credencial_id,
        publicKey: isoBase64URL.toBuffer(passkey.chave_publica),
        counter: Number(passkey.contador),
        transports: passkey.transportes ? JSON.parse(passkey.transportes) : undefined,
      },
      requireUserVerification: true,
    });
    if (!r.verified) throw new Error('não verificada');
    novoContador = r.authenticationInfo.newCounter;
  } catch {
    throw await falhou('Chave de acesso recusada', PASSKEY_INVALIDA);
  }

  if (user.status_usuario !== 'ativo') {
    await db.transaction().execute((trx) =>
      concluir(trx, ctx.dbHandle, {
        auditoria: [
          { actor: actorDe(user), acao: AUDIT_ACTIONS.loginFalhou, detalhes: 'Conta inativa' },
        ],
      }),
    );
    throw new HttpError(403, INACTIVE_ACCOUNT);
  }

  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('passkeys')
      .set({ contador: novoContador, ultimo_uso_em: now() })
      .where('id', '=', passkey.id)
      .execute();
    await clearFailures(trx, keys.login!);
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor: actorDe(user),
          acao: AUDIT_ACTIONS.login,
          detalhes: `Login realizado com chave de acesso ("${passkey.nome}")`,
        },
      ],
    });
  });
  return sessao(ctx, user, origem);
}
