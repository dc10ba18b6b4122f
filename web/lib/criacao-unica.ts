import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import { IDEMPOTENCY_KEY_HEADER } from '../../common/idempotencia';

/**
 * A create that a double click, or a retry after a lost answer, sends once
 * (docs/decisions/059-criacoes-idempotentes.md): every send of the same content carries the same
 * `Idempotency-Key`, so the server writes one row and answers the repeats with it
 * (server/core/idempotencia.ts). Once one succeeds, the same content again is a new create.
 *
 *     const criar = useCriacaoUnica((body, headers) =>
 *       apiRequest(api.treinamentos, { method: 'POST', body, headers }));
 */
export function useCriacaoUnica<TCorpo, TResposta>(
  enviar: (corpo: TCorpo, headers: Record<string, string>) => Promise<TResposta>,
  opcoes: Omit<UseMutationOptions<TResposta, Error, TCorpo>, 'mutationFn'> = {},
) {
  const ultima = useRef<{ conteudo: string; chave: string } | null>(null);
  return useMutation<TResposta, Error, TCorpo>({
    ...opcoes,
    mutationFn: (corpo) => {
      const conteudo = JSON.stringify(corpo);
      if (ultima.current?.conteudo !== conteudo) {
        ultima.current = { conteudo, chave: crypto.randomUUID() };
      }
      return enviar(corpo, { [IDEMPOTENCY_KEY_HEADER]: ultima.current.chave });
    },
    onSuccess: (...args) => {
      ultima.current = null;
      return opcoes.onSuccess?.(...args);
    },
  });
}
