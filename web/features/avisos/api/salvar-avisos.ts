import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { PreferenciasDeAvisos } from '../../../../common/schemas/avisos';
import { apiRequest } from '../../../lib/api-client';
import { avisosKey } from './get-avisos';
import { respostaNoCache } from '../../../lib/resposta-no-cache';

type Escolhas = Partial<PreferenciasDeAvisos>;

function salvarAvisos(body: Escolhas): Promise<PreferenciasDeAvisos> {
  return apiRequest<PreferenciasDeAvisos>(api.meusAvisos, { method: 'PUT', body });
}

/** A switch moves at once; it moves back, with the error shown, if the server refuses. */
export function useSalvarAvisos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: salvarAvisos,
    onMutate: async (escolhas) => {
      await qc.cancelQueries({ queryKey: avisosKey });
      const antes = qc.getQueryData<PreferenciasDeAvisos>(avisosKey);
      if (antes) {
        qc.setQueryData<PreferenciasDeAvisos>(avisosKey, {
          push: { ...antes.push, ...escolhas.push },
          email: { ...antes.email, ...escolhas.email },
        });
      }
      return { antes };
    },
    onError: (_err, _escolhas, contexto) => {
      if (contexto?.antes) qc.setQueryData(avisosKey, contexto.antes);
    },
    onSuccess: (escolhas) => respostaNoCache(qc, avisosKey, escolhas),
  });
}
