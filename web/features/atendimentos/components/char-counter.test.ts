import { describe, expect, it } from 'vitest';
import { counterAnnouncement } from './CharCounter';

describe('counterAnnouncement', () => {
  it('says nothing far from the limit', () => {
    expect(counterAnnouncement(0)).toBe('');
    expect(counterAnnouncement(4_499)).toBe('');
  });

  it('changes only at the thresholds, not on every keystroke', () => {
    expect(counterAnnouncement(4_500)).toBe('Restam 500 caracteres.');
    expect(counterAnnouncement(4_812)).toBe('Restam 500 caracteres.');
    expect(counterAnnouncement(4_900)).toBe('Restam 100 caracteres.');
    expect(counterAnnouncement(4_999)).toBe('Restam 100 caracteres.');
    expect(counterAnnouncement(5_000)).toBe('Limite de 5.000 caracteres atingido.');
  });
});
