import { describe, expect, it } from 'vitest';
import { aparelhoEmToquio } from '../../lib/aparelho-noutro-fuso';

describe('the Ouvidoria’s dates, on a device in another time zone', () => {
  const t = aparelhoEmToquio(() => import('./format'));

  it('are the company’s, and an unreadable one is left as it came', () => {
    expect(t.m.formatDataHora('2026-03-12T17:00:00Z')).toBe('12/03/2026, 14:00');
    expect(t.m.formatData('2026-03-20T01:00:00Z')).toBe('19/03/2026');
    expect(t.m.formatDataHora('ontem')).toBe('ontem');
  });
});
