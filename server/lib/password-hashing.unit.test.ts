import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing.js';

// The API tests make hashing cheap (server/test/setup.ts); the product never does.
describe('password hashing, as the product does it', () => {
  it("uses argon2id with OWASP's first profile: 19 MiB, 2 passes, 1 lane", async () => {
    const hash = await hashPassword('SenhaForte123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'SenhaForte123')).toBe(true);
    expect(await verifyPassword(hash, 'SenhaFraca123')).toBe(false);
  });
});
