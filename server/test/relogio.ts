/** The server's clock in API tests, in Brasília time (the support calendar's zone). */
import { vi } from 'vitest';

/** "2026-11-25 10:00" in Brasília time, as an ISO instant (as the server writes it). */
export const brt = (s: string) => new Date(`${s.replace(' ', 'T')}:00-03:00`).toISOString();

/** Sets the process clock (after `vi.useFakeTimers({ toFake: ['Date'] })`) to a Brasília time. */
export const em = (s: string) => vi.setSystemTime(new Date(brt(s)));
