import { describe, expect, it } from 'vitest';
import { ConfigError, defaultLimits, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.limits).toEqual(defaultLimits);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'curto' }, /JWT_SECRET/],
    [{ MFA_SECRET: 'curto' }, /MFA_SECRET/],
    [{ ADMIN_PASSWORD: '123' }, /ADMIN_PASSWORD/],
    [{ CONTACT_FORM_ENDPOINT: 'não é url' }, /CONTACT_FORM_ENDPOINT/],
    [{ LIMITS: '{"desconhecido": 1}' }, /LIMITS/],
  ])('stops with one line naming the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('accepts limit overrides as JSON', () => {
    expect(loadConfig({ LIMITS: '{"contatoPerWindow": 99}' }).limits.contatoPerWindow).toBe(99);
  });
});
