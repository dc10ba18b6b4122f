/**
 * The share of a clock that puts a ticket at risk (server/core/situacao-sla.ts). That no feature
 * judges a due time itself is the compiler's to refuse: the due times are protected columns
 * (server/features/atendimentos/prazos-protegidos.unit.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { minutosAteORisco } from './situacao-sla.js';

describe('the SLA state of a ticket', () => {
  it('a clock is at risk once a quarter of its target or less is left (whole minutes, rounded up)', () => {
    expect(minutosAteORisco(120)).toBe(90);
    expect(minutosAteORisco(30)).toBe(23);
    expect(minutosAteORisco(480)).toBe(360);
  });
});
