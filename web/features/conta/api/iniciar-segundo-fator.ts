import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { InicioSegundoFator } from '../../../../common/schemas/segundo-fator';
import { apiRequest } from '../../../lib/api-client';

export function iniciarSegundoFator(): Promise<InicioSegundoFator> {
  return apiRequest<InicioSegundoFator>(api.meuSegundoFator, { method: 'POST' });
}

export function useIniciarSegundoFator() {
  return useMutation({ mutationFn: iniciarSegundoFator });
}
