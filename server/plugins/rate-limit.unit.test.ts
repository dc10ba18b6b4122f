import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressAllowance } from './rate-limit.js';

const HOUR = 3_600_000;
afterEach(() => vi.useRealTimers());

describe('AddressAllowance: so many requests per window and per address', () => {
  it('lets the whole allowance through, then refuses with the seconds to wait', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const a = new AddressAllowance(60, HOUR);
    for (let i = 0; i < 60; i++)
      expect(await a.take('escritorio'), `pedido ${i + 1}`).toEqual({ ok: true });
    expect(await a.take('escritorio')).toEqual({ ok: false, retryAfter: 3600 });
    vi.advanceTimersByTime(HOUR - 60_000);
    expect(await a.take('escritorio')).toEqual({ ok: false, retryAfter: 60 });
    // addresses are counted apart
    expect(await a.take('outro')).toEqual({ ok: true });
    // a new window: the whole allowance again
    vi.advanceTimersByTime(60_001);
    for (let i = 0; i < 60; i++) expect((await a.take('escritorio')).ok).toBe(true);
    expect((await a.take('escritorio')).ok).toBe(false);
  });

  it('a request given back (refused input) can be used again', async () => {
    const a = new AddressAllowance(3, HOUR);
    for (let i = 0; i < 3; i++) await a.take('a');
    expect((await a.take('a')).ok).toBe(false);
    await a.giveBack('a');
    await a.giveBack('a');
    expect((await a.take('a')).ok).toBe(true);
    expect((await a.take('a')).ok).toBe(false);
  });
});
