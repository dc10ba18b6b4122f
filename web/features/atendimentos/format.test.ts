import { describe, expect, it } from 'vitest';
import { aparelhoEmToquio } from '../../lib/aparelho-noutro-fuso';

describe('the support chat and the panel, on a device in another time zone', () => {
  const t = aparelhoEmToquio(() => import('./format'));
  const agora = new Date('2026-12-01T01:00:00Z'); // 30/11, 22:00 in the company; 01/12 in Tokyo

  it('times are the company’s', () => {
    expect(t.m.formatDateTime('2026-12-01T01:30:00Z')).toBe('30/11/2026, 22:30');
    expect(t.m.formatMessageTime('2026-11-30T23:00:00Z', agora)).toBe('hoje, 20:00');
  });

  it('"hoje" is the company’s day, not the device’s', () => {
    // 30/11 11:00 in the company, the same day as `agora` there; 30/11 23:00 in Tokyo, the day before
    expect(t.m.formatMessageTime('2026-11-30T14:00:00Z', agora)).toBe('hoje, 11:00');
    // 29/11 02:59 in the company: the day before there
    expect(t.m.formatMessageTime('2026-11-29T05:59:00Z', agora)).toBe('29/11/2026, 02:59');
  });
});
