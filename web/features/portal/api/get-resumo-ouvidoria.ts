import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { z } from 'zod';
import type { resumoOuvidoria } from '../../../../common/schemas/denuncias-gestao';
import { apiRequest } from '../../../lib/api-client';
import type { RegistroDeEventos } from '../../../lib/eventos-provider';

export type ResumoOuvidoria = z.infer<typeof resumoOuvidoria>;

const resumoKey = ['denuncias', 'resumo'];

/** Counts for the "Gestão Ouvidoria" button: only numbers, for staff. */
export const getResumoOuvidoria = () => apiRequest<ResumoOuvidoria>(api.adminDenunciaResumo);

export function useResumoOuvidoria(enabled: boolean) {
  return useQuery({ queryKey: resumoKey, queryFn: getResumoOuvidoria, enabled });
}

/**
 * The summary is read again on a `denuncia` event and whenever the stream's count of cases
 * awaiting acknowledgement changes (that count waits for the hour to be told, the summary does
 * not: docs/product/eventos.md). Only the summary: every reading of the case table or of a case
 * is audited as the person's own (docs/product/denuncias.md), so those are read when opened,
 * never behind the person's back.
 */
export const resumoOuvidoriaAoVivo: RegistroDeEventos = (client) => {
  const ler = () => void client.invalidateQueries({ queryKey: resumoKey });
  let aguardando: number | undefined;
  return {
    denuncia: ler,
    contadores: (novos) => {
      const agora = novos.denuncias?.aguardando_confirmacao;
      if (aguardando !== undefined && aguardando !== agora) ler();
      aguardando = agora;
    },
  };
};
