import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSemConexao } from '../../../lib/conexao';
import { useStreamAberto } from '../../../lib/eventos-provider';
import { useSession } from '../../../lib/session';
import { esvaziarFila, ouvirEnvios } from '../chat/fila-envio';
import { acrescentarMensagens, mensagensKey } from '../chat/conversa';

/**
 * Mounted once in the portal: sends the waiting queue at start, when the browser is back online,
 * when the server answers again and when the live stream reconnects, and puts each sent message
 * into its conversation by id (chat/conversa.ts), so it shows once whatever screen is open. An
 * attachment's answer is its link, not its message: that conversation is read again.
 */
export function FilaDeEnvio() {
  const client = useQueryClient();
  const usuarioId = useSession()?.user.id ?? null;
  const streamAberto = useStreamAberto();
  const offline = useSemConexao();

  useEffect(
    () =>
      ouvirEnvios((e) => {
        if (e.tipo !== 'enviado') return;
        const id = e.item.atendimento_id;
        if (e.mensagem) acrescentarMensagens(client, id, [e.mensagem]);
        else void client.invalidateQueries({ queryKey: mensagensKey(id) });
      }),
    [client],
  );

  useEffect(() => {
    if (usuarioId === null) return;
    void esvaziarFila();
    const online = () => void esvaziarFila();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [usuarioId]);

  // The stream back, or the server answering again after a call that got no answer.
  useEffect(() => {
    if (streamAberto || !offline) void esvaziarFila();
  }, [streamAberto, offline]);

  return null;
}
