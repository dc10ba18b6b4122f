import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

const ALG = 'HS256';
/** At most a working day. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  userId: number;
  version: number;
  /** the session (device) the token belongs to: server/core/sessoes.ts */
  sid: string;
}

/** A verified token's claims and its expiry (seconds since the epoch, as in the JWT). */
export interface VerifiedClaims extends TokenClaims {
  exp: number;
}

/** Verified token strings, so a polling client's token is checked by signature once. */
const VERIFIED_CACHE_SIZE = 5_000;

export class TokenService {
  /**
   * The secret imported once as a WebCrypto key: given the raw bytes, jose imports them again on
   * every call, about two thirds of a first check's CPU (docs/decisions/090-consultas-prontas.md).
   */
  private readonly key: Promise<crypto.webcrypto.CryptoKey>;
  private readonly verified = new Map<string, VerifiedClaims>();

  constructor(secret: string) {
    // an empty secret (an emptied file in DATA_DIR) would sign nothing: the server does not start
    if (secret.length === 0) throw new Error('O segredo dos tokens (JWT_SECRET) está vazio.');
    this.key = crypto.webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: TokenClaims, ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
    return new SignJWT({ ver: claims.version, sid: claims.sid })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(await this.key);
  }

  /** The token's claims, or null when the signature, algorithm, expiry or shape is wrong. */
  async verify(token: string): Promise<VerifiedClaims | null> {
    // The same string verified before carries the same signature: only its expiry can change.
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return { ...known };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: [ALG] });
      const userId = Number(payload.sub);
      const version = payload.ver;
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof version !== 'number') return null;
      if (typeof payload.exp !== 'number') return null;
      // A token issued before sessions existed has no `sid`: refused like a forged one
      // (docs/decisions/045-sessoes.md), since no device list could show or end it.
      const sid = payload.sid;
      if (typeof sid !== 'string' || sid.length === 0 || sid.length > 64) return null;
      if (this.verified.size >= VERIFIED_CACHE_SIZE)
        this.verified.delete(this.verified.keys().next().value!);
      const claims = { userId, version, sid, exp: payload.exp };
      this.verified.set(token, claims);
      return { ...claims };
    } catch {
      return null;
    }
  }
}

/**
 * JWT_SECRET when given; otherwise a secret generated on first start and kept in DATA_DIR,
 * so that tokens survive restarts.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return resolveSecret(configured, dataDir, 'jwt-secret');
}

/** The configured secret, or one generated on first start and kept in `dataDir/fileName`. */
export function resolveSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const secret = crypto.randomBytes(48).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // another process wrote it first
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
