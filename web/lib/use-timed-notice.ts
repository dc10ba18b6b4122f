import { useCallback, useEffect, useState } from 'react';

/**
 * A notice that vanishes by itself after `ms` (3.5 s for user management, 4 s for the chat's
 * file notices: docs/product/portal.md); showing a new one, even the same text, restarts the
 * clock. `initial` is shown at once, e.g. a notice handed over by the previous screen.
 */
export function useTimedNotice<T>(ms: number, initial: T | null = null) {
  const [shown, setShown] = useState<{ value: T; at: number } | null>(() =>
    initial === null ? null : { value: initial, at: Date.now() },
  );
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  const show = useCallback((value: T) => setShown({ value, at: Date.now() }), []);
  const clear = useCallback(() => setShown(null), []);
  return { notice: shown?.value ?? null, show, clear };
}
