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
    // a stopping instance's deadline, within the 10 s promised (docs/product/operacao.md)
    expect(c.encerramentoMs).toBe(9_500);
    expect(loadConfig({ ENCERRAMENTO_S: '4.5' }).encerramentoMs).toBe(4_500);
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
    [
      { PUSH_SERVICOS: 'http://push.exemplo.com' },
      /PUSH_SERVICOS "http:\/\/push.exemplo.com" não é uma origem https/,
    ],
    [{ ENCERRAMENTO_S: '0.5' }, /ENCERRAMENTO_S.*pelo menos 1 segundo/],
    [{ ENCERRAMENTO_S: '11' }, /ENCERRAMENTO_S.*no máximo 10 segundos/],
    [{ ENCERRAMENTO_S: 'logo' }, /ENCERRAMENTO_S/],
    [{ PUSH_PRAZO_S: '0' }, /PUSH_PRAZO_S.*pelo menos 1 segundo/],
    [{ PUSH_PRAZO_S: '31' }, /PUSH_PRAZO_S.*no máximo 30 segundos/],
    [{ PUSH_PRAZO_S: '2.5' }, /PUSH_PRAZO_S.*número inteiro de segundos/],
    [{ VAPID_PUBLIC_KEY: 'curta' }, /VAPID_PUBLIC_KEY/],
    [{ VAPID_SUBJECT: 'ti@empresa' }, /VAPID_SUBJECT/],
    [{ VAPID_PRIVATE_KEY: 'a'.repeat(43) }, /VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY vão juntas/],
  ])('stops with one line naming the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('accepts limit overrides as JSON', () => {
    expect(loadConfig({ LIMITS: '{"contatoPerWindow": 99}' }).limits.contatoPerWindow).toBe(99);
  });

  it("push: the browsers' public services by default; a list of origins replaces them", () => {
    const padrao = loadConfig({}).push;
    expect(padrao.vapid).toBeUndefined();
    expect(padrao.assunto).toBe('mailto:nao-responda@localhost');
    expect(padrao.servicos.map((s) => s.host)).toContain('fcm.googleapis.com');
    // one send, from connecting to the answer's status (docs/product/avisos.md)
    expect(padrao.prazoMs).toBe(10_000);
    expect(loadConfig({ PUSH_PRAZO_S: '20' }).push.prazoMs).toBe(20_000);
    const local = loadConfig({
      PUSH_SERVICOS: 'https://127.0.0.1:8443, https://*.push.exemplo.com',
    });
    expect(local.push.servicos).toEqual([
      { host: '127.0.0.1', qualquerSubdominio: false, porta: '8443' },
      { host: '.push.exemplo.com', qualquerSubdominio: true, porta: '' },
    ]);
  });

  it('turns read caches off by name, for a measurement', () => {
    const c = loadConfig({ CACHES_DESLIGADOS: 'conta, lista-mensagens' });
    expect([...c.cachesDesligados].sort()).toEqual(['conta', 'lista-mensagens']);
  });
});
