/**
 * Signed, expiring file urls (docs/decisions/005-support-chat-files.md). `<img src>` and plain links send no bearer
 * header, so the url itself carries the proof: HMAC-SHA256 over "file:<name>:<exp>" with a key
 * derived (HKDF) from the JWT secret, so no new secret has to be configured and the file key is
 * never the token key itself.
 *
 * The expiry is rounded up to a 15-minute boundary, at least an hour ahead: the messages list is
 * polled every 3.5 s and re-signs every url, and rounding keeps the url identical across polls,
 * so the browser does not fetch the same image again each time.
 *
 * The support chat's files use `expiryDiaria` instead: the url stays the same for a whole day, so
 * an open chat downloads each photo once a day rather than every 15 minutes; the trade-off (a
 * leaked url works for up to two days) is in docs/decisions/017-tela-ao-vivo-e-dados-moveis.md.
 */
import crypto from 'node:crypto';
import { api } from '../../common/paths.js';

const FILE_URL_MIN_TTL_S = 60 * 60;
const FILE_URL_BUCKET_S = 15 * 60;
export const FILE_URL_DAY_S = 24 * 60 * 60;

const EXP_RE = /^\d{1,12}$/;
const SIG_RE = /^[A-Za-z0-9_-]{43}$/;

export class FileUrlSigner {
  private readonly key: Buffer;

  /**
   * @param purpose tells the keys apart: a url signed for one kind of file never opens another
   * @param route the path that serves a stored file by its name
   */
  constructor(
    secret: string,
    private readonly route: (name: string) => string = api.arquivo,
    purpose = 'arquivos-url-v1',
  ) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', secret, 'portal-agro', purpose, 32));
  }

  private mac(name: string, exp: number): Buffer {
    return crypto.createHmac('sha256', this.key).update(`file:${name}:${exp}`).digest();
  }

  /** Expiry (unix seconds) for a url signed at `nowMs`. */
  static expiryFor(nowMs: number): number {
    const earliest = Math.floor(nowMs / 1000) + FILE_URL_MIN_TTL_S;
    return Math.ceil(earliest / FILE_URL_BUCKET_S) * FILE_URL_BUCKET_S;
  }

  /** Expiry on a UTC day boundary at least a day after `nowMs`: one url per file per day. */
  static expiryDiaria(nowMs: number): number {
    const earliest = Math.floor(nowMs / 1000) + FILE_URL_DAY_S;
    return Math.ceil(earliest / FILE_URL_DAY_S) * FILE_URL_DAY_S;
  }

  /** The url of a stored file, signed until `exp` (default: rounded, at least an hour ahead). */
  url(name: string, exp = FileUrlSigner.expiryFor(Date.now())): string {
    const sig = this.mac(name, exp).toString('base64url');
    return `${this.route(name)}?exp=${exp}&sig=${sig}`;
  }

  /** Seconds left when the signature is right and not expired; null otherwise. */
  verify(name: string, exp: unknown, sig: unknown, nowMs = Date.now()): number | null {
    if (typeof exp !== 'string' || typeof sig !== 'string') return null;
    if (!EXP_RE.test(exp) || !SIG_RE.test(sig)) return null;
    const expNum = Number(exp);
    const left = expNum - Math.floor(nowMs / 1000);
    if (left <= 0) return null;
    const given = Buffer.from(sig, 'base64url');
    const expected = this.mac(name, expNum);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    return left;
  }
}
