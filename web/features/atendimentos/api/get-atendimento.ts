import { api } from '../../../../common/paths';
import type { Atendimento } from '../../../../common/schemas/atendimentos';
import { apiRequest } from '../../../lib/api-client';
import { usePolledQuery } from '../hooks/polling';

/** One ticket, for its owner or staff: the chat screens read it, never the whole list. */
export const getAtendimento = (id: number) => apiRequest<Atendimento>(api.atendimento(id));

export const atendimentoKey = (id: number) => ['atendimentos', 'um', id];

export function useAtendimento(
  id: number | null,
  poll: boolean | ((a: Atendimento | undefined) => boolean),
) {
  return usePolledQuery({
    queryKey: atendimentoKey(id ?? 0),
    queryFn: () => getAtendimento(id!),
    enabled: id !== null && Number.isSafeInteger(id) && id > 0,
    poll,
  });
}
