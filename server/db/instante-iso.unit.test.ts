/** PostgreSQL's instants as ISO strings (./instante-iso.ts): the same answer as `Date`'s. */
import { describe, expect, it } from 'vitest';
import { instanteIso } from './instante-iso.js';

const comoDate = (texto: string) => new Date(texto).toISOString();

describe('an instant from PostgreSQL as an ISO string', () => {
  it('answers what Date answers, with every length of fraction', () => {
    const textos = [
      '2026-12-01 09:00:00+00',
      '2026-12-01 09:00:00.5+00',
      '2026-12-01 09:00:00.12+00',
      '2026-12-01 09:00:00.123+00',
      '2026-12-01 09:00:00.1239+00',
      '2026-12-01 09:00:00.99999+00',
      '2026-12-01 23:59:59.999999+00',
      '2024-02-29 00:00:00.000001+00',
    ];
    for (const t of textos) expect(instanteIso(t), t).toBe(comoDate(t));
    expect(instanteIso('2026-12-01 23:59:59.999999+00')).toBe('2026-12-01T23:59:59.999Z');
  });

  it('answers what Date answers for random instants of every kind', () => {
    for (let i = 0; i < 2_000; i++) {
      const ms = Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 80 * 365 * 86_400_000);
      const digitos = i % 7;
      const base = new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
      const fracao = digitos
        ? `.${String(Math.floor(Math.random() * 1e6))
            .padStart(6, '0')
            .slice(0, digitos)}`
        : '';
      const t = `${base}${fracao}+00`;
      expect(instanteIso(t), t).toBe(comoDate(t));
    }
  });

  it('a year before 1000 is left to Date, whatever it makes of it', () => {
    for (const t of ['0050-01-01 00:00:00+00', '0999-12-31 23:59:59.5+00'])
      expect(instanteIso(t), t).toBe(comoDate(t));
  });

  it('another offset, or none, is parsed by Date', () => {
    for (const t of [
      '2026-12-01 06:00:00.25-03',
      '2026-12-01 09:00:00+05:30',
      '2026-12-01T09:00:00Z',
    ])
      expect(instanteIso(t), t).toBe(comoDate(t));
  });
});
