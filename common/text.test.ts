import { describe, expect, it } from 'vitest';
import { fold, matchesTerm } from './text.js';

describe('fold', () => {
  it('drops accents and case, composed or decomposed', () => {
    expect(fold('João Conceição')).toBe('joao conceicao');
    expect(fold('AÇÃO'.normalize('NFD'))).toBe('acao');
  });
});

describe('matchesTerm', () => {
  it('finds a folded term in any value, and everything for a blank term', () => {
    expect(matchesTerm(' joao ', ['Maria', 'João Lima'])).toBe(true);
    expect(matchesTerm('pedro', ['Maria', 'João Lima'])).toBe(false);
    expect(matchesTerm('   ', [])).toBe(true);
  });
});
