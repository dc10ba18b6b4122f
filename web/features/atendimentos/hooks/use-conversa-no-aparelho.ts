import { useCallback, useEffect } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { Atendimento, Mensagem } from '../../../../common/schemas/atendimentos';
import { lerConversa, salvarConversa } from '../chat/conversa-salva';
import { mensagensKey, recuperarMensagens } from '../chat/conversa';
import { atendimentoKey } from '../api/get-atendimento';

/**
 * The employee's conversation kept on the device (chat/conversa-salva.ts): `recuperar` puts it
 * back in the data cache when the server cannot be reached, and answers its ticket id (null when
 * nothing was kept).
 */
export function useConversaNoAparelho(usuarioId: number | null) {
  const client = useQueryClient();

  const recuperar = useCallback(async () => {
    if (usuarioId === null) return null;
    const salva = await lerConversa(usuarioId);
    if (!salva) return null;
    const id = salva.atendimento.id;
    recuperarMensagens(client, id, salva.mensagens);
    client.setQueryData<Atendimento>(atendimentoKey(id), (old) => old ?? salva.atendimento);
    return id;
  }, [client, usuarioId]);
  return recuperar;
}

/**
 * Writes the conversation to the device whenever the ticket or its messages change. It listens to
 * the data cache rather than adding a second query on the messages' key: a second observer with
 * another query function would become the one a refetch runs.
 */
export function useGuardarConversa(usuarioId: number | null, atendimento: Atendimento | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (usuarioId === null || !atendimento) return;
    const hash = hashKey(mensagensKey(atendimento.id));
    const guardar = () => {
      const mensagens = client.getQueryData<Mensagem[]>(mensagensKey(atendimento.id));
      if (mensagens) void salvarConversa(usuarioId, { atendimento, mensagens });
    };
    guardar();
    return client.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'success' && e.query.queryHash === hash) {
        guardar();
      }
    });
  }, [client, usuarioId, atendimento]);
}
