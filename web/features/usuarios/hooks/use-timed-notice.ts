import { useCallback, useEffect, useState } from 'react';
import { USER_EDIT_NOTICE_MS } from '../../../../common/constants';

/** A notice that vanishes after 3.5 s (spec section 9); a new one restarts the clock. */
export function useTimedNotice(initial: string | null = null) {
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(
    initial ? { text: initial, at: Date.now() } : null,
  );
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), USER_EDIT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback((text: string) => setNotice({ text, at: Date.now() }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice: notice?.text ?? null, show, clear };
}

/** "Erro ao salvar dados." followed by the server's reason, when it gave one. */
export function errorText(fallback: string, err: unknown): string {
  const reason = err instanceof Error ? err.message.trim() : '';
  return reason && reason !== fallback ? `${fallback} ${reason}` : fallback;
}
