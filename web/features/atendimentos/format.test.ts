import { describe, expect, it } from 'vitest';
import { aparelhoEmToquio } from '../../lib/aparelho-noutro-fuso';
import { formatDateTime, formatMessageTime } from './format';

describe('the support chat and the panel, on a device in another time zone', () => {
  aparelhoEmToquio();

  it('"hoje" is the company’s day, and times are the company’s', () => {
    const agora = new Date('2026-12-01T01:00:00Z'); // 30/11, 22:00 in the company
    expect(formatMessageTime('2026-11-30T23:00:00Z', agora)).toBe('hoje, 20:00');
    // 02:59 of the 29th in the company: the day before there, though the 29th in Tokyo too
    expect(formatMessageTime('2026-11-29T05:59:00Z', agora)).toBe('29/11/2026, 02:59');
    expect(formatDateTime('2026-12-01T01:30:00Z')).toBe('30/11/2026, 22:30');
  });
});
