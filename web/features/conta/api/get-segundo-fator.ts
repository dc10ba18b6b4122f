import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { EstadoSegundoFator } from '../../../../common/schemas/segundo-fator';
import { apiRequest } from '../../../lib/api-client';

export const segundoFatorKey = ['me', '2fa'] as const;

const getSegundoFator = () => apiRequest<EstadoSegundoFator>(api.meuSegundoFator);

export function useSegundoFator() {
  return useQuery({ queryKey: segundoFatorKey, queryFn: getSegundoFator });
}
