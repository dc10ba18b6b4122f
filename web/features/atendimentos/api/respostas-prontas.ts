import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { RespostaPronta } from '../../../../common/schemas/atendimentos';
import { apiRequest } from '../../../lib/api-client';

type Dados = { titulo: string; texto: string };
const KEY = ['respostas-prontas'];

export const getRespostasProntas = () => apiRequest<RespostaPronta[]>(api.respostasProntas);
export const salvarRespostaPronta = (r: Dados & { id?: number }) =>
  r.id
    ? apiRequest<RespostaPronta>(api.respostaPronta(r.id), {
        method: 'PUT',
        body: { titulo: r.titulo, texto: r.texto },
      })
    : apiRequest<RespostaPronta>(api.respostasProntas, { method: 'POST', body: r });
export const excluirRespostaPronta = (id: number) =>
  apiRequest<null>(api.respostaPronta(id), { method: 'DELETE' });

export function useRespostasProntas() {
  return useQuery({ queryKey: KEY, queryFn: getRespostasProntas });
}

export function useSalvarRespostaPronta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: salvarRespostaPronta,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useExcluirRespostaPronta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: excluirRespostaPronta,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
