import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { backoffDelay, failureStreak, isFinal, MAX_BACKOFF_MS } from './polling';
import { isNearBottom } from './use-auto-scroll';

describe('polling back-off', () => {
  it('polls every 3.5 s while healthy, then doubles after each failure up to a minute', () => {
    expect(backoffDelay(0)).toBe(3500);
    expect([1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n))).toEqual([
      7000,
      14000,
      28000,
      56000,
      MAX_BACKOFF_MS,
      MAX_BACKOFF_MS,
    ]);
    expect(backoffDelay(1, 0.9)).toBe(6300);
  });

  it('counts failures since the last success', () => {
    const q = {};
    const state = (data: number, err: number, count: number) => ({
      dataUpdatedAt: data,
      errorUpdatedAt: err,
      errorUpdateCount: count,
      error: null,
    });
    expect(failureStreak(q, state(100, 0, 0))).toBe(0);
    expect(failureStreak(q, state(100, 200, 1))).toBe(1);
    expect(failureStreak(q, state(100, 300, 2))).toBe(2);
    expect(failureStreak(q, state(400, 300, 2))).toBe(0);
    expect(failureStreak(q, state(400, 500, 3))).toBe(1);
    // a query whose very first load fails
    expect(failureStreak({}, state(0, 50, 1))).toBe(1);
  });

  it('stops for answers that asking again will not change', () => {
    expect(isFinal(new ApiError('x', 404))).toBe(true);
    expect(isFinal(new ApiError('x', 403))).toBe(true);
    expect(isFinal(new ApiError('x', 0))).toBe(false);
    expect(isFinal(new ApiError('x', 503))).toBe(false);
  });
});

describe('auto-scroll threshold', () => {
  it('follows only within 150 px of the bottom', () => {
    const at = (fromBottom: number) => ({
      scrollHeight: 2000,
      clientHeight: 500,
      scrollTop: 1500 - fromBottom,
    });
    expect(isNearBottom(at(0))).toBe(true);
    expect(isNearBottom(at(150))).toBe(true);
    expect(isNearBottom(at(151))).toBe(false);
  });
});
