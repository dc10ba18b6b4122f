import { useCallback, useState } from 'react';

type Estado = 'idle' | 'pending' | 'success' | 'error';

/**
 * One call's state (pending, success, error) with the shape of TanStack Query's mutations, for
 * screens that load no query library: the pre-rendered login page and its code step
 * (docs/decisions/026-login-pre-renderizado-e-js-enxuto.md).
 */
export function useChamada<A, R>(fn: (arg: A) => Promise<R>) {
  const [estado, setEstado] = useState<{ status: Estado; error: Error | null }>({
    status: 'idle',
    error: null,
  });
  const mutate = (arg: A, opts: { onSuccess?: (r: R) => void } = {}): void => {
    setEstado({ status: 'pending', error: null });
    fn(arg).then(
      (r) => {
        setEstado({ status: 'success', error: null });
        opts.onSuccess?.(r);
      },
      (err: unknown) =>
        setEstado({ status: 'error', error: err instanceof Error ? err : new Error(String(err)) }),
    );
  };
  const reset = useCallback(() => setEstado({ status: 'idle', error: null }), []);
  return {
    mutate,
    reset,
    isPending: estado.status === 'pending',
    isSuccess: estado.status === 'success',
    error: estado.error,
  };
}
