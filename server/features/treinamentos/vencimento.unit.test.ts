import { describe, expect, it } from 'vitest';
import { hojeNoBrasil, situacaoEm, vencimentoDe } from './vencimento.js';

describe('vencimentoDe', () => {
  it('is 12 calendar months later, across a year boundary', () => {
    expect(vencimentoDe('2025-12-15')).toBe('2026-12-15');
    expect(vencimentoDe('2025-12-31')).toBe('2026-12-31');
    expect(vencimentoDe('2026-01-01')).toBe('2027-01-01');
  });
  it('a training on 29 February is due on 28 February of the next year', () => {
    expect(vencimentoDe('2024-02-29')).toBe('2025-02-28');
    // and one on 28 February before a leap year stays on the 28th
    expect(vencimentoDe('2027-02-28')).toBe('2028-02-28');
  });
});

describe('hojeNoBrasil', () => {
  it("is the day in Brazil's time, not UTC's", () => {
    // 01:30 UTC on 1 January is still 31 December in Brasília (UTC-3)
    expect(hojeNoBrasil('America/Sao_Paulo', new Date('2027-01-01T01:30:00Z'))).toBe('2026-12-31');
    expect(hojeNoBrasil('America/Sao_Paulo', new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
  });
});

describe('situacaoEm', () => {
  it('nunca without a training', () => {
    expect(situacaoEm(null, '2026-11-26')).toEqual({
      ultimo_treinamento: null,
      vencimento: null,
      situacao: 'nunca',
    });
  });
  it('em_dia, then a_vencer 30 days before, still a_vencer on the day, vencido after', () => {
    const s = (hoje: string) => situacaoEm('2025-12-15', hoje).situacao;
    expect(s('2026-11-14')).toBe('em_dia');
    expect(s('2026-11-15')).toBe('a_vencer');
    expect(s('2026-12-15')).toBe('a_vencer');
    expect(s('2026-12-16')).toBe('vencido');
    expect(situacaoEm('2025-12-15', '2026-12-16').vencimento).toBe('2026-12-15');
  });
  it('after 29 February the due date is 28 February', () => {
    expect(situacaoEm('2024-02-29', '2025-02-28').situacao).toBe('a_vencer');
    expect(situacaoEm('2024-02-29', '2025-03-01').situacao).toBe('vencido');
  });
});
