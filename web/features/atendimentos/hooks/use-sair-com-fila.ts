import { usePerguntarAoSair } from '../../../lib/perguntar-ao-sair';

/**
 * While messages wait to be sent, leaving the chat asks first (web/lib/perguntar-ao-sair.ts). The
 * waiting items stay on the device either way; the question is so the person knows they have not
 * gone out. "Sair" asks its own question (chat/no-aparelho.ts), since the queue outlives this
 * screen.
 */
export function useSairComFila(aguardando: boolean) {
  return usePerguntarAoSair(aguardando);
}
