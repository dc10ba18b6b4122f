import { useQuery } from '@tanstack/react-query';
import { apiPasskeys } from '../../../../common/paths-passkeys';
import type { Passkey } from '../../../../common/schemas/passkeys';
import { apiRequest } from '../../../lib/api-client';

export const passkeysKey = ['me', 'passkeys'] as const;

const getPasskeys = () => apiRequest<Passkey[]>(apiPasskeys.minhasPasskeys);

/** One's passkeys ("Chaves de acesso"), newest first. */
export function usePasskeys() {
  return useQuery({ queryKey: passkeysKey, queryFn: getPasskeys });
}
