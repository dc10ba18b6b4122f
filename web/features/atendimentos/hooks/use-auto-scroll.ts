import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { CHAT_AUTOSCROLL_THRESHOLD_PX } from '../../../../common/constants';

/** True when the scroll position is within the spec's 150 px of the bottom. */
export function isNearBottom(el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>) {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= CHAT_AUTOSCROLL_THRESHOLD_PX;
}

/**
 * Follows new messages only while the reader is near the bottom: someone scrolled up to read
 * older messages is not pulled down by each poll.
 */
export function useAutoScroll<T extends HTMLElement>(contentVersion: unknown) {
  const ref = useRef<T>(null);
  const follow = useRef(true);

  const onScroll = useCallback(() => {
    if (ref.current) follow.current = isNearBottom(ref.current);
  }, []);

  const scrollToBottom = useCallback(() => {
    follow.current = true;
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [contentVersion]);

  // The box or its content can change size without new messages (the header gaining a line, an
  // image loading, a phone keyboard opening): keep the reader at the bottom if they were there.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (follow.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return { ref, onScroll, scrollToBottom };
}
