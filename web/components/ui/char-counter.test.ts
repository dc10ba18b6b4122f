import { describe, expect, it } from 'vitest';
import { DENUNCIA_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '../../../common/constants';
import { counterAnnouncement } from './CharCounter';

describe('counterAnnouncement', () => {
  it('says nothing far from the limit', () => {
    expect(counterAnnouncement(0, MESSAGE_MAX_LENGTH)).toBe('');
    expect(counterAnnouncement(4_499, MESSAGE_MAX_LENGTH)).toBe('');
  });

  it('changes only at the thresholds, not on every keystroke', () => {
    expect(counterAnnouncement(4_500, MESSAGE_MAX_LENGTH)).toBe('Restam 500 caracteres.');
    expect(counterAnnouncement(4_812, MESSAGE_MAX_LENGTH)).toBe('Restam 500 caracteres.');
    expect(counterAnnouncement(4_900, MESSAGE_MAX_LENGTH)).toBe('Restam 100 caracteres.');
    expect(counterAnnouncement(4_999, MESSAGE_MAX_LENGTH)).toBe('Restam 100 caracteres.');
    expect(counterAnnouncement(5_000, MESSAGE_MAX_LENGTH)).toBe(
      'Limite de 5.000 caracteres atingido.',
    );
  });

  it("counts towards the Ouvidoria description's own limit", () => {
    expect(counterAnnouncement(19_499, DENUNCIA_MAX_LENGTH)).toBe('');
    expect(counterAnnouncement(19_500, DENUNCIA_MAX_LENGTH)).toBe('Restam 500 caracteres.');
    expect(counterAnnouncement(20_000, DENUNCIA_MAX_LENGTH)).toBe(
      'Limite de 20.000 caracteres atingido.',
    );
  });
});
