import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { CondutaVigente } from '../../../../common/schemas/conduta';
import { apiRequest } from '../../../lib/api-client';
import { tomarLidoAntecipado } from '../../../lib/pedidos-antecipados';
import { getSession } from '../../../lib/session';

export const vigenteKey = ['conduta', 'vigente'] as const;

const getVigente = () => apiRequest<CondutaVigente>(api.condutaVigente);

/**
 * What the page's head already drew, on a page opened at the code (../pre-desenho.ts): the
 * screen starts from the same data, so the text on screen is not replaced by "Carregando...".
 */
const desenhadoPelaPagina = () => {
  const session = getSession();
  return session
    ? tomarLidoAntecipado<CondutaVigente>(api.condutaVigente, session.token)
    : undefined;
};

/** The Código de Conduta in force, with when the person acknowledged it (or null). */
export function useVigente() {
  return useQuery({
    queryKey: vigenteKey,
    queryFn: getVigente,
    retry: false,
    initialData: desenhadoPelaPagina,
  });
}
