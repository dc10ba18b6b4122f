/**
 * The second factor itself (docs/decisions/023-segundo-fator.md): TOTP by RFC 6238 (SHA-1,
 * 6 digits, 30 s) through `otpauth`, accepted within one step of clock drift and never twice;
 * and the 10 single-use recovery codes, stored as HMACs.
 */
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_PATTERN } from '../../../common/schemas/segundo-fator.js';
import { now, type Db } from '../../db/index.js';
import type { UsuarioRow } from '../../db/schema.js';
import type { Cofre } from '../../lib/cofre.js';

const PERIODO_SEGUNDOS = 30;
const QUANTOS_CODIGOS = 10;

export function totpDe(segredoBase32: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(segredoBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIODO_SEGUNDOS,
  });
}

/** A new secret of 160 bits, the size RFC 4226 recommends for HMAC-SHA-1. */
export const novoSegredo = () => new Secret({ size: 20 }).base32;

/**
 * The time step `codigo` belongs to, within one step of now, or null. `Date.now()` is read
 * here, so tests move the server's clock with fake timers.
 */
export function passoDoCodigo(segredoBase32: string, codigo: string): number | null {
  if (!/^\d{6}$/.test(codigo)) return null;
  const totp = totpDe(segredoBase32, '', '');
  const agora = Date.now();
  const delta = totp.validate({ token: codigo, timestamp: agora, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: agora }) + delta;
}

/**
 * Accepts the TOTP code once: the step is recorded only if it is later than the last one
 * accepted, in one conditional update, so two requests racing with the same code cannot both win.
 * `usado`: a right code of a step already accepted (the loser of such a race, or a code typed
 * again within its 30 s): not a wrong guess, so it never counts toward the lockout.
 */
async function aceitarTotp(
  db: Db,
  cofre: Cofre,
  user: Pick<UsuarioRow, 'id' | 'mfa_segredo'>,
  codigo: string,
): Promise<'aceito' | 'usado' | null> {
  if (!user.mfa_segredo) return null;
  const passo = passoDoCodigo(cofre.decifrar(user.mfa_segredo), codigo);
  if (passo === null) return null;
  const r = await db
    .updateTable('users')
    .set({ mfa_ultimo_passo: passo })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('mfa_ultimo_passo', 'is', null), eb('mfa_ultimo_passo', '<', passo)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? 'aceito' : 'usado';
}

const ALFABETO = 'abcdefghijklmnopqrstuvwxyz234567';

/** "k7m2q-x4ab9": 50 random bits, easy to read aloud and to type. */
function novoCodigo(): string {
  const bytes = crypto.randomBytes(10);
  const letras = [...bytes].map((b) => ALFABETO[b & 31]).join('');
  return `${letras.slice(0, 5)}-${letras.slice(5)}`;
}

const normalizar = (codigo: string) => codigo.replace('-', '');

/** Replaces the user's recovery codes with 10 new ones; answers them, the only time they exist. */
export async function novosCodigos(db: Db, cofre: Cofre, usuarioId: number): Promise<string[]> {
  const codigos = Array.from({ length: QUANTOS_CODIGOS }, novoCodigo);
  await db.deleteFrom('codigos_recuperacao').where('usuario_id', '=', usuarioId).execute();
  const criado_em = now();
  await db
    .insertInto('codigos_recuperacao')
    .values(
      codigos.map((c) => ({
        usuario_id: usuarioId,
        codigo_hash: cofre.marcar(normalizar(c)),
        criado_em,
      })),
    )
    .execute();
  return codigos;
}

/**
 * Spends one recovery code of the user: `usado` when it is theirs but was spent already (the
 * loser of a race, or a code kept after use), null when it is not theirs.
 */
async function usarCodigo(
  db: Db,
  cofre: Cofre,
  usuarioId: number,
  codigo: string,
): Promise<'aceito' | 'usado' | null> {
  if (!RECOVERY_CODE_PATTERN.test(codigo)) return null;
  const hash = cofre.marcar(normalizar(codigo));
  const r = await db
    .updateTable('codigos_recuperacao')
    .set({ usado_em: now() })
    .where('usuario_id', '=', usuarioId)
    .where('codigo_hash', '=', hash)
    .where('usado_em', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) return 'aceito';
  const gasto = await db
    .selectFrom('codigos_recuperacao')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .where('codigo_hash', '=', hash)
    .executeTakeFirst();
  return gasto ? 'usado' : null;
}

export async function codigosRestantes(db: Db, usuarioId: number): Promise<number> {
  const r = await db
    .selectFrom('codigos_recuperacao')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('usuario_id', '=', usuarioId)
    .where('usado_em', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * A TOTP code or a recovery code of an enrolled user: which one was accepted; `usado` for a right
 * code already spent (never a failed attempt); null for a wrong one.
 */
export async function aceitarCodigo(
  db: Db,
  cofre: Cofre,
  user: Pick<UsuarioRow, 'id' | 'mfa_segredo'>,
  codigo: string,
): Promise<'totp' | 'recuperacao' | 'usado' | null> {
  const totp = await aceitarTotp(db, cofre, user, codigo);
  if (totp) return totp === 'aceito' ? 'totp' : 'usado';
  const recuperacao = await usarCodigo(db, cofre, user.id, codigo);
  if (recuperacao) return recuperacao === 'aceito' ? 'recuperacao' : 'usado';
  return null;
}
