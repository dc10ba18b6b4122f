import { describe, expect, it } from 'vitest';
import { aparelhoEmToquio } from '../../lib/aparelho-noutro-fuso';
import { formatData, formatDataHora } from './format';

describe('the Ouvidoria’s dates, on a device in another time zone', () => {
  aparelhoEmToquio();

  it('are the company’s, and an unreadable one is left as it came', () => {
    expect(formatDataHora('2026-03-12T17:00:00Z')).toBe('12/03/2026, 14:00');
    expect(formatData('2026-03-20T01:00:00Z')).toBe('19/03/2026');
    expect(formatDataHora('ontem')).toBe('ontem');
  });
});
