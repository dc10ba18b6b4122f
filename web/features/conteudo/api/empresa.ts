import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiConteudo } from '../../../../common/paths-conteudo';
import type { Empresa, EmpresaBody } from '../../../../common/schemas/conteudo';
import { apiRequest } from '../../../lib/api-client';
import { respostaNoCache } from '../../../lib/resposta-no-cache';

const empresaKey = ['conteudo', 'empresa'] as const;

/** The company's facts as the site shows them, in the shape `PUT` takes whole (admin, rh). */
export function useEmpresa() {
  return useQuery({
    queryKey: empresaKey,
    queryFn: () => apiRequest<Empresa>(apiConteudo.conteudoEmpresa),
  });
}

/** Saves every fact at once; a bad field is a 400 with its Portuguese message, nothing saved. */
export function useSalvarEmpresa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmpresaBody) =>
      apiRequest<Empresa>(apiConteudo.conteudoEmpresa, { method: 'PUT', body }),
    onSuccess: (salva) => respostaNoCache(client, empresaKey, salva),
  });
}
