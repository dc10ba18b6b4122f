import { api } from '../../../../common/paths';
import type { Atendimento } from '../../../../common/schemas/atendimentos';
import { apiRequest } from '../../../lib/api-client';
import { usePolledQuery } from '../hooks/polling';

export const enderecoDosAtendimentos = (meus: boolean) =>
  meus ? `${api.atendimentos}?meus=true` : api.atendimentos;

/** `meus`: only the caller's own tickets (staff otherwise get every ticket). */
export const getAtendimentos = (meus: boolean) =>
  apiRequest<Atendimento[]>(enderecoDosAtendimentos(meus));

export const atendimentosKey = (meus: boolean) => ['atendimentos', meus ? 'meus' : 'todos'];

export function useAtendimentos(opts: {
  meus: boolean;
  poll: boolean | ((list: Atendimento[] | undefined) => boolean);
}) {
  return usePolledQuery({
    queryKey: atendimentosKey(opts.meus),
    queryFn: () => getAtendimentos(opts.meus),
    poll: opts.poll,
  });
}
