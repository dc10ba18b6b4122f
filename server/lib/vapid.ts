/**
 * The VAPID key pair (RFC 8292) push notices are signed with: VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when given, the same on every instance; otherwise a pair generated on first
 * start and kept in DATA_DIR, like the JWT secret (server/lib/tokens.ts). A browser's subscription
 * is bound to the public key: changing it silently ends every subscription
 * (docs/decisions/046-push.md).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ChavesVapid {
  /** base64url of the uncompressed P-256 point */
  publica: string;
  privada: string;
}

export const ARQUIVO_VAPID = 'vapid.json';

export function resolverChavesVapid(
  configuradas: ChavesVapid | undefined,
  dataDir: string,
): ChavesVapid {
  if (configuradas) return configuradas;
  const file = path.join(dataDir, ARQUIVO_VAPID);
  const ler = (): ChavesVapid => {
    const { publicKey, privateKey } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      publicKey: string;
      privateKey: string;
    };
    return { publica: publicKey, privada: privateKey };
  };
  try {
    return ler();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, JSON.stringify(novoParVapid()), {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (err) {
    // another process wrote it first
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return ler();
}

/**
 * A new P-256 pair in the form `web-push` reads (and its `generateVAPIDKeys` writes): the public
 * key as the uncompressed point (0x04, x, y), the private one as its 32 bytes, both base64url. Made
 * with Node's own crypto, so a first start does not load the push library
 * (server/lib/quando-usado.ts); a JWK's coordinates always have their full length.
 */
export function novoParVapid(): { publicKey: string; privateKey: string } {
  const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y, d } = privateKey.export({ format: 'jwk' });
  const ponto = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(x!, 'base64url'),
    Buffer.from(y!, 'base64url'),
  ]);
  return { publicKey: ponto.toString('base64url'), privateKey: d! };
}
