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
    expect(c.cachesDesligados.size).toBe(0);
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
    [{ CACHES_DESLIGADOS: 'conta,sessao' }, /CACHES_DESLIGADOS não conhece o cache "sessao"/],
  ])('stops with one line naming the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('accepts limit overrides as JSON', () => {
    expect(loadConfig({ LIMITS: '{"contatoPerWindow": 99}' }).limits.contatoPerWindow).toBe(99);
  });

  it('turns read caches off by name, for a measurement', () => {
    const c = loadConfig({ CACHES_DESLIGADOS: 'conta, lista-mensagens' });
    expect([...c.cachesDesligados].sort()).toEqual(['conta', 'lista-mensagens']);
  });
});
