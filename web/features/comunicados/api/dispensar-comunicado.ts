import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { MeuComunicado } from '../../../../common/schemas/comunicados';
import { apiRequest } from '../../../lib/api-client';
import { meusComunicadosKey } from './get-meus-comunicados';

const dispensar = (id: number) => apiRequest<void>(api.comunicadoCiente(id), { method: 'POST' });

/**
 * Once the server has kept a dismissal: the notice leaves the list at once, and the list is read
 * again. A read already on its way left before the dismissal was kept (declaring the code of
 * conduct, on the same screen, reads the person's data again); answered after it, it would put
 * the notice back until the next read, minutes later. Reading again drops that read for one that
 * leaves now. Answers when the new read has landed.
 */
export function aposDispensar(client: QueryClient, id: number): Promise<void> {
  client.setQueryData<MeuComunicado[]>(meusComunicadosKey, (atual) =>
    atual?.filter((c) => c.id !== id),
  );
  return client.invalidateQueries({ queryKey: meusComunicadosKey });
}

/** "Ciente": the notice leaves the screen once the server has kept the dismissal. */
export function useDispensarComunicado() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: dispensar,
    // the button is free again without waiting for the new read
    onSuccess: (_r, id) => void aposDispensar(qc, id),
  });
}
