import { useCallback, useEffect, useRef, useState } from 'react';

export interface Notice {
  kind: 'error' | 'success';
  text: string;
}

/** A notice that disappears by itself after `ms` (spec: chat file notices, 4 s). */
export function useTimedNotice(ms: number) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(
    (n: Notice) => {
      window.clearTimeout(timer.current);
      setNotice(n);
      timer.current = window.setTimeout(() => setNotice(null), ms);
    },
    [ms],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [notice, show] as const;
}
