import { apagarConversa } from './conversa-salva';
import { descartarFilaDoUsuario, temItensNaFila } from './fila';
import { perguntasAoSair } from './perguntar-ao-sair';
import { getSession, signOut } from './session';

export const SAIR_COM_FILA =
  'Há mensagens aguardando conexão que ainda não foram enviadas. Se sair agora, elas serão descartadas deste aparelho. Sair mesmo assim?';

/**
 * Caches the app may hold besides its own files (the service worker's precache, which has no
 * personal data): none is written today, and any that appears is removed on "Sair".
 */
async function limparCachesDeDados(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const nomes = await caches.keys();
  await Promise.all(
    nomes.filter((n) => !n.startsWith('workbox-precache')).map((n) => caches.delete(n)),
  );
}

/**
 * "Sair": asks first when messages still wait to be sent, then removes everything this device
 * kept for the person — the waiting queue, the conversation as last seen, drafts, other caches —
 * and ends the session. Resolves false when the person chose to stay.
 */
export async function sair(): Promise<boolean> {
  const session = getSession();
  // A screen holding something that cannot be had again (the Ouvidoria's receipt) asks first.
  for (const pergunta of perguntasAoSair()) if (!window.confirm(pergunta)) return false;
  if (session) {
    if ((await temItensNaFila(session.user.id)) && !window.confirm(SAIR_COM_FILA)) return false;
    await Promise.all([
      descartarFilaDoUsuario(session.user.id),
      apagarConversa(session.user.id),
      limparCachesDeDados().catch(() => undefined),
    ]);
  }
  signOut();
  return true;
}
