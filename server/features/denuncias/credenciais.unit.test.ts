import { describe, expect, it } from 'vitest';
import { PROTOCOLO_ALFABETO, PROTOCOLO_FORMATO, novaChave, novoProtocolo } from './credenciais.js';

describe('protocol and key', () => {
  it('protocols use only unambiguous characters and do not repeat', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const p = novoProtocolo();
      expect(p).toMatch(PROTOCOLO_FORMATO);
      expect(p).not.toMatch(/[01OIL]/);
      seen.add(p);
    }
    expect(seen.size).toBe(2000);
    expect(PROTOCOLO_ALFABETO).not.toMatch(/[01OIL]/);
  });

  it('keys are 16 decimal digits, every digit in use', () => {
    const digits = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const k = novaChave();
      expect(k).toMatch(/^[0-9]{16}$/);
      for (const d of k) digits.add(d);
    }
    expect(digits.size).toBe(10);
  });
});
