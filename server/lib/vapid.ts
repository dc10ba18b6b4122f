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
 * (server/lib/quando-usado.ts). With ECDH, not `generateKeyPairSync` and a JWK export: on Node 20
 * that export can deadlock, when a collection during it ends the key's generation job, which takes
 * the lock the export holds (seen: a test making 300 pairs hung for good in CI; the main thread
 * waiting on that lock under `KeyObjectHandle::ExportJWK`). The point is always 65 bytes; the
 * private key comes without its leading zero bytes, and is padded back to 32.
 */
export function novoParVapid(): { publicKey: string; privateKey: string } {
  const ecdh = crypto.createECDH('prime256v1');
  const ponto = ecdh.generateKeys();
  const d = ecdh.getPrivateKey();
  const privada = Buffer.concat([Buffer.alloc(32 - d.length), d]);
  return { publicKey: ponto.toString('base64url'), privateKey: privada.toString('base64url') };
}
