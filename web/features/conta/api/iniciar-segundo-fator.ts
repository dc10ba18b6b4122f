import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type {
  IniciarSegundoFatorBody,
  InicioSegundoFator,
} from '../../../../common/schemas/segundo-fator';
import { apiRequest } from '../../../lib/api-client';

/** Starts enrolment; the password is asked, so a session token alone cannot turn it on. */
function iniciarSegundoFator(body: IniciarSegundoFatorBody): Promise<InicioSegundoFator> {
  return apiRequest<InicioSegundoFator>(api.meuSegundoFator, { method: 'POST', body });
}

export function useIniciarSegundoFator() {
  return useMutation({ mutationFn: iniciarSegundoFator });
}
