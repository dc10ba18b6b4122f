/**
 * Mounts the live stream (web/lib/eventos.ts) for a signed-in user and applies its events to the
 * screens' data cache (docs/product/eventos.md): a message joins the open chat at once, a changed
 * ticket or Ouvidoria case is read again, the badge counts are kept for the portal's buttons and
 * the tab's title. `useStreamAberto()` tells the polled queries whether to poll.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Contadores, EventoMensagem } from '../../common/schemas/eventos';
import type { Mensagem } from '../../common/schemas/atendimentos';
import { abrirStream, type EventoRecebido } from './eventos';
import { getSession, useSession } from './session';
import { juntarMensagens, mensagensKey } from './mensagens';

interface EstadoStream {
  aberto: boolean;
  contadores: Contadores | null;
}

const StreamContext = createContext<EstadoStream>({ aberto: false, contadores: null });

/** Whether the live stream is up (then the screens do not poll). */
export const useStreamAberto = () => useContext(StreamContext).aberto;
/** The reader's badge counts, once the stream has sent them. */
export const useContadores = () => useContext(StreamContext).contadores;

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

/** What an event changes in the data cache. */
export function aplicarEvento(client: QueryClient, e: EventoRecebido): void {
  switch (e.tipo) {
    case 'mensagem': {
      const { atendimento_id, mensagem } = e.dados as EventoMensagem;
      client.setQueryData<Mensagem[]>(mensagensKey(atendimento_id), (old) =>
        old ? juntarMensagens(old, [mensagem]) : old,
      );
      // An answer shown in an open chat has been read: one small `?depois=` read tells the
      // server (docs/product/atendimentos.md, "Respostas não lidas"), once the tab is in view.
      if (mensagem.remetente === 'suporte') lerQuandoVisivel(client, atendimento_id);
      void client.invalidateQueries({ queryKey: ['atendimentos'] });
      break;
    }
    case 'atendimento':
      void client.invalidateQueries({ queryKey: ['atendimentos'] });
      break;
    case 'denuncia':
      // Only the portal's summary: every reading of the case table or of a case is audited as
      // the person's own reading (docs/product/denuncias.md), so those are read when opened,
      // never behind the person's back.
      void client.invalidateQueries({ queryKey: ['denuncias', 'resumo'] });
      break;
    case 'reinicio':
      void client.invalidateQueries();
      break;
    case 'contadores':
      break;
  }
}

export function StreamProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const token = useSession()?.token ?? null;
  const [estado, setEstado] = useState<EstadoStream>({ aberto: false, contadores: null });

  useEffect(() => {
    if (!token) return;
    let subiuAntes = false;
    let aguardando: number | undefined;
    const stream = abrirStream({
      url: '/api/eventos',
      token: () => getSession()?.token ?? null,
      onEvento: (e) => {
        if (e.tipo === 'contadores') {
          const novos = e.dados as Contadores;
          const agora = novos.denuncias?.aguardando_confirmacao;
          // The portal's Ouvidoria button shows the fuller summary: read it again on a change.
          if (aguardando !== undefined && aguardando !== agora) {
            void client.invalidateQueries({ queryKey: ['denuncias', 'resumo'] });
          }
          aguardando = agora;
          setEstado((s) => ({ ...s, contadores: novos }));
        } else aplicarEvento(client, e);
      },
      onEstado: (aberto) => {
        setEstado((s) => ({ ...s, aberto }));
        // Back after a break: one read of what is on screen, in case something was missed.
        if (aberto && subiuAntes) void client.invalidateQueries();
        if (aberto) subiuAntes = true;
      },
    });
    return () => {
      stream.parar();
      setEstado({ aberto: false, contadores: null });
    };
  }, [token, client]);

  return <StreamContext.Provider value={estado}>{children}</StreamContext.Provider>;
}

/**
 * Puts the employee's count of answered tickets before the tab's title ("(1) Suporte | …"),
 * whatever title the screen sets: the router rewrites the title on each screen, so the prefix is
 * put back each time it changes.
 */
export function TituloComContador() {
  const n = useContadores()?.meus_atendimentos?.respondidos ?? 0;
  useEffect(() => {
    const limpo = (t: string) => t.replace(/^\(\d+\) /, '');
    const aplicar = () => {
      const desejado = n > 0 ? `(${n}) ${limpo(document.title)}` : limpo(document.title);
      if (document.title !== desejado) document.title = desejado;
    };
    aplicar();
    const observador = new MutationObserver(aplicar);
    observador.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observador.disconnect();
      document.title = limpo(document.title);
    };
  }, [n]);
  return null;
}
