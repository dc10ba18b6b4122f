/**
 * What the live stream's events change in the help desk's data (docs/product/eventos.md),
 * registered with the stream by the portal's layout (web/lib/eventos-provider.tsx): a message
 * joins its conversation at once, by id (chat/conversa.ts); a message or a changed ticket has the
 * ticket lists read again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RegistroDeEventos } from '../../../lib/eventos-provider';
import { acrescentarMensagens, mensagensKey } from './conversa';

/**
 * An answer shown in an open chat has been read: one small `?depois=` read tells the server
 * (docs/product/atendimentos.md, "Respostas não lidas"), once the tab is in view.
 */
function lerQuandoVisivel(client: QueryClient, id: number) {
  const ler = () => void client.invalidateQueries({ queryKey: mensagensKey(id), type: 'active' });
  if (document.visibilityState === 'visible') return ler();
  const aoVoltar = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', aoVoltar);
    ler();
  };
  document.addEventListener('visibilitychange', aoVoltar);
}

export const atendimentosAoVivo: RegistroDeEventos = (client) => ({
  mensagem: ({ atendimento_id, mensagem }) => {
    acrescentarMensagens(client, atendimento_id, [mensagem]);
    if (mensagem.remetente === 'suporte') lerQuandoVisivel(client, atendimento_id);
    void client.invalidateQueries({ queryKey: ['atendimentos'] });
  },
  atendimento: () => void client.invalidateQueries({ queryKey: ['atendimentos'] }),
});
