import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { MeuComunicado } from '../../../../common/schemas/comunicados';
import { apiRequest } from '../../../lib/api-client';
import { meusComunicadosKey } from './get-meus-comunicados';

const dispensar = (id: number) => apiRequest<void>(api.comunicadoCiente(id), { method: 'POST' });

/** "Ciente": the notice leaves the screen once the server has kept the dismissal. */
export function useDispensarComunicado() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: dispensar,
    onSuccess: (_r, id) =>
      qc.setQueryData<MeuComunicado[]>(meusComunicadosKey, (atual) =>
        atual?.filter((c) => c.id !== id),
      ),
  });
}
