import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Mensagem } from '../../common/schemas/atendimentos';
import { useSemConexao } from './conexao';
import { useStreamAberto } from './eventos-provider';
import { esvaziarFila, ouvirEnvios } from './fila-envio';
import { juntarMensagens, mensagensKey } from './mensagens';
import { useSession } from './session';

/**
 * Mounted once in the portal: sends the waiting queue at start, when the browser is back online,
 * when the server answers again and when the live stream reconnects, and puts each sent message into its conversation by id,
 * so it shows once whatever screen is open.
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
        const key = mensagensKey(e.item.atendimento_id);
        const { mensagem } = e;
        if (mensagem) {
          client.setQueryData<Mensagem[]>(key, (old) =>
            old ? juntarMensagens(old, [mensagem]) : old,
          );
        } else void client.invalidateQueries({ queryKey: key });
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
