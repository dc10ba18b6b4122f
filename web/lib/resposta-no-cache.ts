import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A write's answer put in the cache as what the screen shows. A read of the same key already on
 * its way (a poll, the window back in focus, another change that reads again) left before the
 * write; answered after it, it would show the old value again, until the next read. That read is
 * cancelled first: the write's answer is newer than anything it could bring.
 */
export async function respostaNoCache<T>(
  client: QueryClient,
  key: QueryKey,
  resposta: T,
): Promise<void> {
  await client.cancelQueries({ queryKey: key, exact: true });
  client.setQueryData<T>(key, resposta);
}
