/**
 * Polling of the support screens (every 3.5 s: docs/product/atendimentos.md). It pauses while the tab is hidden,
 * refetches at once when the tab shows again, and after failures waits twice as long each time
 * (7 s, 14 s, 28 s, at most 60 s) instead of hammering a server that is down.
 */
import { useEffect, useRef, useState } from 'react';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { POLLING_INTERVAL_MS } from '../../../../common/constants';
import { ApiError } from '../../../lib/api-client';
import { PELO_STREAM, useStreamAberto } from '../../../lib/eventos-provider';

export const MAX_BACKOFF_MS = 60_000;

/** Delay before the next poll after `failures` consecutive failed polls. */
export function backoffDelay(failures: number, jitter = 1): number {
  if (failures <= 0) return POLLING_INTERVAL_MS;
  return Math.round(Math.min(POLLING_INTERVAL_MS * 2 ** failures, MAX_BACKOFF_MS) * jitter);
}

interface PollState {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  errorUpdateCount: number;
  error: unknown;
}

/** Error count at the last success, per query: the failures since then are the streak. */
const baselines = new WeakMap<object, number>();

/** Consecutive failed polls of this query (0 while its last answer was a success). */
export function failureStreak(key: object, s: PollState): number {
  if (s.errorUpdatedAt <= s.dataUpdatedAt) {
    baselines.set(key, s.errorUpdateCount);
    return 0;
  }
  return s.errorUpdateCount - (baselines.get(key) ?? 0);
}

/** Stop polling for answers that will not change by asking again. */
export function isFinal(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404].includes(error.status);
}

export interface PollHealth {
  /** the last poll failed */
  failing: boolean;
  /** seconds until the next attempt */
  retryInSeconds: number;
}

/** A query polled as described above. `poll: false` reads once and stops. */
export function usePolledQuery<T>(opts: {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  enabled?: boolean;
  /** whether to keep polling, possibly judged from the data last received */
  poll: boolean | ((data: T | undefined) => boolean);
  /** keep showing the last answer while another key loads (the panel's next page) */
  keepPrevious?: boolean;
  /** ask the server on every mount, even when the cache holds a fresh answer */
  askOnMount?: boolean;
  /** how an answer is stored over what the cache holds (TanStack Query's option) */
  structuralSharing?: (atual: unknown, nova: unknown) => T;
}) {
  const client = useQueryClient();
  // Spread clients that failed together, so they do not all return at the same instant.
  const [jitter] = useState(() => 0.85 + Math.random() * 0.3);
  const delayOf = (query: Query<T, Error>) => {
    const s = query.state;
    if (isFinal(s.error) && s.errorUpdatedAt > s.dataUpdatedAt) return false;
    return backoffDelay(failureStreak(query, s), jitter);
  };
  const enabled = opts.enabled ?? true;
  // While the live stream is up its events keep the data current (chat/ao-vivo.ts):
  // no polling then; the spec's polling only while it is down (docs/product/eventos.md).
  const streamAberto = useStreamAberto();
  const polls = (data: T | undefined) =>
    !streamAberto && (typeof opts.poll === 'function' ? opts.poll(data) : opts.poll);
  const result = useQuery({
    queryKey: opts.queryKey,
    queryFn: opts.queryFn,
    enabled,
    placeholderData: opts.keepPrevious ? keepPreviousData : undefined,
    structuralSharing: opts.structuralSharing ?? true,
    retry: false,
    refetchOnMount: opts.askOnMount ? 'always' : true,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: false,
    refetchInterval: (query) => (polls(query.state.data) ? delayOf(query) : false),
    meta: PELO_STREAM,
  });
  useRefetchWhenVisible(result.refetch, enabled && polls(result.data));

  const query = client.getQueryCache().find<T, Error>({ queryKey: opts.queryKey, exact: true });
  const failing = result.errorUpdatedAt > result.dataUpdatedAt && !isFinal(result.error);
  const delay = query && failing ? delayOf(query) : POLLING_INTERVAL_MS;
  const health: PollHealth = {
    failing,
    retryInSeconds: Math.max(1, Math.round((delay || POLLING_INTERVAL_MS) / 1000)),
  };
  return { ...result, health };
}

/** Refetches as soon as the tab becomes visible again (polling is paused while hidden). */
export function useRefetchWhenVisible(refetch: () => unknown, enabled: boolean) {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  useEffect(() => {
    if (!enabled) return;
    const onChange = () => {
      if (document.visibilityState === 'visible') void latest.current();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [enabled]);
}
