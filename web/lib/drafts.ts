/**
 * Text a person typed and has not sent yet, kept on this device (local storage) so that a
 * refused session, a reload or a closed tab does not lose it. Each draft is keyed by the
 * user's id and a name chosen by the screen, so people sharing a device never see each other's
 * drafts, and "Sair" (an explicit logout) removes them all: the next person on a shared phone
 * finds nothing. A session that the server refused keeps them, for when the same person logs in
 * again.
 */
import { useCallback, useEffect, useState } from 'react';

const PREFIX = 'portal_rascunho:';

function storageKey(userId: number, name: string): string {
  return `${PREFIX}${userId}:${name}`;
}

function readDraft(key: string | null): string {
  if (!key || typeof window === 'undefined') return '';
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(key: string, value: string): void {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the draft lives only in memory, as before.
  }
}

/**
 * A text field's value that survives on the device. `userId` null (no session yet) keeps the
 * value in memory only. Returns the value, its setter, and `clear` for after a successful send.
 */
export function useDraft(
  userId: number | null,
  name: string,
): [string, (value: string) => void, () => void] {
  const key = userId === null ? null : storageKey(userId, name);
  const [state, setState] = useState(() => ({ key, value: readDraft(key) }));
  // Another ticket or another user: load that draft instead.
  const current = state.key === key ? state : { key, value: readDraft(key) };
  if (current !== state) setState(current);

  const setValue = useCallback(
    (value: string) => {
      setState({ key, value });
      if (key) writeDraft(key, value);
    },
    [key],
  );
  const clear = useCallback(() => setValue(''), [setValue]);

  // Another tab of the same person changed or sent the draft.
  useEffect(() => {
    if (!key) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) setState({ key, value: e.newValue ?? '' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  return [current.value, setValue, clear];
}

/** Removes every draft kept on this device: called when someone leaves with "Sair". */
export function clearDrafts(): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const k = localStorage.key(i);
      if (k?.startsWith(PREFIX)) localStorage.removeItem(k);
    }
  } catch {
    // Nothing stored, nothing to remove.
  }
}
