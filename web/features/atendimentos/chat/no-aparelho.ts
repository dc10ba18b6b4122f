/**
 * What the chat keeps on the device for the person, as "Sair" sees it (web/lib/sair.ts): the
 * waiting queue, asked about first since its messages have not reached support, and the
 * conversation as last seen. Registered by the app's root (web/root.tsx).
 */
import type { GuardadoNoAparelho } from '../../../lib/sair';
import { apagarConversa } from './conversa-salva';
import { descartarFilaDoUsuario, temItensNaFila } from './fila';

export const SAIR_COM_FILA =
  'Há mensagens aguardando conexão que ainda não foram enviadas. Se sair agora, elas serão descartadas deste aparelho. Sair mesmo assim?';

export const chatNoAparelho: GuardadoNoAparelho = {
  perguntar: async (usuarioId) => ((await temItensNaFila(usuarioId)) ? SAIR_COM_FILA : null),
  apagar: async (usuarioId) => {
    await Promise.all([descartarFilaDoUsuario(usuarioId), apagarConversa(usuarioId)]);
  },
};
