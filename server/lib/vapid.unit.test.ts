import crypto from 'node:crypto';
import { compactVerify } from 'jose';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { novoParVapid } from './vapid.js';

/** The public key of a pair, from its uncompressed point (0x04, x, y). */
function chavePublica(publicKey: string) {
  const ponto = Buffer.from(publicKey, 'base64url');
  return crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: ponto.subarray(1, 33).toString('base64url'),
      y: ponto.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

describe('novoParVapid', () => {
  it('always gives a 65-byte uncompressed point and a 32-byte private key', () => {
    for (let i = 0; i < 300; i++) {
      const { publicKey, privateKey } = novoParVapid();
      const ponto = Buffer.from(publicKey, 'base64url');
      expect(ponto).toHaveLength(65);
      expect(ponto[0]).toBe(4);
      expect(Buffer.from(privateKey, 'base64url')).toHaveLength(32);
    }
  });

  it('is a pair web-push signs with, and its signature checks against the public key', async () => {
    const { publicKey, privateKey } = novoParVapid();
    const { Authorization } = webpush.getVapidHeaders(
      'https://push.exemplo.com',
      'mailto:ti@exemplo.com.br',
      publicKey,
      privateKey,
      'aes128gcm',
    );
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(Authorization)!;
    expect(k).toBe(publicKey);
    const { payload } = await compactVerify(jwt!, chavePublica(publicKey));
    expect(JSON.parse(Buffer.from(payload).toString('utf8')).aud).toBe('https://push.exemplo.com');
    // and a pair of another call does not verify it
    await expect(compactVerify(jwt!, chavePublica(novoParVapid().publicKey))).rejects.toThrow();
  });
});
