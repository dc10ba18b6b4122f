import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { Encerradas } from '../../../../common/schemas/sessoes';
import { apiRequest } from '../../../lib/api-client';

/** Ends every session (device) of the user; the password stays. */
const encerrarSessoes = (id: string) =>
  apiRequest<Encerradas>(api.userSessoes(id), { method: 'DELETE' });

export function useEncerrarSessoes(id: string) {
  return useMutation({ mutationFn: () => encerrarSessoes(id) });
}
