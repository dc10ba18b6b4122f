import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { Passkey } from '../../../../common/schemas/passkeys';
import { apiRequest } from '../../../lib/api-client';

export const passkeysKey = ['me', 'passkeys'] as const;

const getPasskeys = () => apiRequest<Passkey[]>(api.minhasPasskeys);

/** One's passkeys ("Chaves de acesso"), newest first. */
export function usePasskeys() {
  return useQuery({ queryKey: passkeysKey, queryFn: getPasskeys });
}
