/**
 * The key the two-factor secrets are kept under (docs/decisions/023-segundo-fator.md): two keys
 * derived with HKDF-SHA256 from MFA_SECRET (or the secret generated in DATA_DIR, like the JWT's),
 * one to encrypt each user's TOTP secret with AES-256-GCM, one to hash the recovery codes with
 * HMAC-SHA256. Every instance must share MFA_SECRET, or the secrets one wrote the others cannot read.
 */
import crypto from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class Cofre {
  private readonly cifra: Buffer;
  private readonly marca: Buffer;

  constructor(secret: string) {
    const derive = (info: string) =>
      Buffer.from(crypto.hkdfSync('sha256', secret, 'portal-2fa', info, 32));
    this.cifra = derive('segredo-totp');
    this.marca = derive('codigo-recuperacao');
  }

  /** `v1.<iv>.<ciphertext+tag>` in base64url: AES-256-GCM under a fresh 96-bit IV. */
  cifrar(texto: string): string {
    const iv = crypto.randomBytes(IV_BYTES);
    const c = crypto.createCipheriv('aes-256-gcm', this.cifra, iv);
    const corpo = Buffer.concat([c.update(texto, 'utf8'), c.final(), c.getAuthTag()]);
    return `v1.${iv.toString('base64url')}.${corpo.toString('base64url')}`;
  }

  /** The text `cifrar` sealed; throws when it was altered or sealed under another key. */
  decifrar(selado: string): string {
    const [versao, ivB64, corpoB64] = selado.split('.');
    if (versao !== 'v1' || !ivB64 || !corpoB64) throw new Error('segredo cifrado ilegível');
    const corpo = Buffer.from(corpoB64, 'base64url');
    const d = crypto.createDecipheriv('aes-256-gcm', this.cifra, Buffer.from(ivB64, 'base64url'));
    d.setAuthTag(corpo.subarray(corpo.length - TAG_BYTES));
    return Buffer.concat([
      d.update(corpo.subarray(0, corpo.length - TAG_BYTES)),
      d.final(),
    ]).toString('utf8');
  }

  /** The stored form of a recovery code: an HMAC, so the database alone cannot test guesses. */
  marcar(codigo: string): string {
    return crypto.createHmac('sha256', this.marca).update(codigo).digest('base64url');
  }
}
