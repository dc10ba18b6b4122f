import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPasskeys } from '../../../../common/paths-passkeys';
import { apiRequest } from '../../../lib/api-client';
import { passkeysKey } from './get-passkeys';

/** Removes one of one's passkeys; the password confirms it. */
const removerPasskey = ({ id, senha }: { id: number; senha: string }) =>
  apiRequest<null>(apiPasskeys.minhaPasskey(id), { method: 'DELETE', body: { senha } });

export function useRemoverPasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removerPasskey,
    onSettled: () => qc.invalidateQueries({ queryKey: passkeysKey }),
  });
}
