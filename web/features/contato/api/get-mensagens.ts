import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { ContatoMensagem } from '../../../../common/schemas/contato';
import { apiRequest } from '../../../lib/api-client';

const getMensagensContato = () => apiRequest<ContatoMensagem[]>(api.contatoMensagens);

export const mensagensContatoKey = ['contato', 'mensagens'] as const;

/** The contact messages sent through the site, newest first (admin). */
export function useMensagensContato() {
  return useQuery({ queryKey: mensagensContatoKey, queryFn: getMensagensContato });
}
