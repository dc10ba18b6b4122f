import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type {
  CodigosRecuperacao,
  NovosCodigosBody,
} from '../../../../common/schemas/segundo-fator';
import { apiRequest } from '../../../lib/api-client';
import { segundoFatorKey } from './get-segundo-fator';

function gerarNovosCodigos(body: NovosCodigosBody): Promise<CodigosRecuperacao> {
  return apiRequest<CodigosRecuperacao>(api.novosCodigosRecuperacao, { method: 'POST', body });
}

export function useGerarNovosCodigos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: gerarNovosCodigos,
    onSuccess: () => qc.invalidateQueries({ queryKey: segundoFatorKey }),
  });
}
