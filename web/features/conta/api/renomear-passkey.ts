import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPasskeys } from '../../../../common/paths-passkeys';
import type { Passkey } from '../../../../common/schemas/passkeys';
import { apiRequest } from '../../../lib/api-client';
import { passkeysKey } from './get-passkeys';

const renomearPasskey = ({ id, nome }: { id: number; nome: string }) =>
  apiRequest<Passkey>(apiPasskeys.minhaPasskey(id), { method: 'PATCH', body: { nome } });

export function useRenomearPasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: renomearPasskey,
    onSettled: () => qc.invalidateQueries({ queryKey: passkeysKey }),
  });
}
