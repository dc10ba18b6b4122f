import { describe, expect, it } from 'vitest';
import { esperaReconexao } from './ao-vivo';

describe('esperaReconexao', () => {
  it('waits 1, 2, 4 … seconds, at most 30, spread by up to a quarter either way', () => {
    expect([1, 2, 3, 4].map((n) => esperaReconexao(n, 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect(esperaReconexao(10, 0.5)).toBe(30_000);
    expect(esperaReconexao(1, 0)).toBe(750);
    expect(esperaReconexao(1, 1)).toBe(1250);
  });
});
