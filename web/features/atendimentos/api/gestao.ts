import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type {
  AlterarAtendimentoBody,
  Atendimento,
  NotaInterna,
} from '../../../../common/schemas/atendimentos';
import { apiRequest } from '../../../lib/api-client';
import { atendimentoKey } from './get-atendimento';
import { respostaNoCache } from '../../../lib/resposta-no-cache';

/** Staff change a ticket's priority, stage or responsible ("Assumir"). */
export const alterarAtendimento = (id: number, body: AlterarAtendimentoBody) =>
  apiRequest<Atendimento>(api.atendimento(id), { method: 'PATCH', body });

export function useAlterarAtendimento(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlterarAtendimentoBody) => alterarAtendimento(id, body),
    onSuccess: async (a) => {
      await respostaNoCache(client, atendimentoKey(id), a);
      void client.invalidateQueries({ queryKey: ['atendimentos', 'painel'] });
    },
  });
}

export const getNotas = (id: number) => apiRequest<NotaInterna[]>(api.atendimentoNotas(id));
export const anotar = (id: number, texto: string) =>
  apiRequest<NotaInterna>(api.atendimentoNotas(id), { method: 'POST', body: { texto } });

export function useNotas(id: number) {
  return useQuery({ queryKey: ['atendimentos', 'notas', id], queryFn: () => getNotas(id) });
}

export function useAnotar(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (texto: string) => anotar(id, texto),
    onSuccess: () => client.invalidateQueries({ queryKey: ['atendimentos', 'notas', id] }),
  });
}

export const getResponsaveis = () =>
  apiRequest<Array<{ id: number; nome: string }>>(api.atendimentosResponsaveis);

export function useResponsaveis() {
  return useQuery({ queryKey: ['atendimentos', 'responsaveis'], queryFn: getResponsaveis });
}
