import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { StaffRole } from '../../../../common/roles';
import { apiRequest } from '../../../lib/api-client';
import { respostaNoCache } from '../../../lib/resposta-no-cache';

type Papeis = { papeis: StaffRole[] };
const key = ['seguranca', '2fa-obrigatorio'] as const;

const getPapeisObrigatorios = () => apiRequest<Papeis>(api.segundoFatorObrigatorio);

export function usePapeisObrigatorios() {
  return useQuery({ queryKey: key, queryFn: getPapeisObrigatorios });
}

function definirPapeisObrigatorios(body: Papeis): Promise<Papeis> {
  return apiRequest<Papeis>(api.segundoFatorObrigatorio, { method: 'PUT', body });
}

export function useDefinirPapeisObrigatorios() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: definirPapeisObrigatorios,
    onSuccess: (data) => respostaNoCache(qc, key, data),
  });
}
