import { api } from '../../../../common/paths';
import type { Mensagem } from '../../../../common/schemas/atendimentos';
import { apiRequest } from '../../../lib/api-client';
import { usePolledQuery } from '../hooks/polling';
import { mensagensKey } from './keys';

export { mensagensKey };

export const getMensagens = (id: number) => apiRequest<Mensagem[]>(api.mensagens(id));

export function useMensagens(id: number | null, opts: { poll: boolean }) {
  return usePolledQuery({
    queryKey: mensagensKey(id),
    queryFn: () => getMensagens(id!),
    enabled: id !== null,
    poll: opts.poll,
  });
}
