/**
 * Mounts the live stream (web/lib/eventos.ts) for a signed-in user and hands each event to the
 * features that asked for it (docs/product/eventos.md). This module names no feature: the portal's
 * layout passes in each feature's handlers, by event type (`TratadoresDeEvento`), and a feature
 * decides what an event changes in its own data. What belongs to the app is done here: `reinicio`
 * and a stream back after a break read everything on screen again, and the badge counts
 * (`contadores`) are kept for the portal's buttons and the tab's title. `useStreamAberto()` tells
 * the polled queries whether to poll.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type {
  Contadores,
  EventoAtendimento,
  EventoDenuncia,
  EventoMensagem,
  TipoEvento,
} from '../../common/schemas/eventos';
import type { EventoRecebido } from './eventos';
import { endRefusedSession, getSession, sessaoEmDespedida, useSession } from './session';

/** What each event carries (common/schemas/eventos.ts). */
export interface DadosDoEvento extends Record<TipoEvento, unknown> {
  mensagem: EventoMensagem;
  atendimento: EventoAtendimento;
  denuncia: EventoDenuncia;
  contadores: Contadores;
  reinicio: Record<string, never>;
}

/** A feature's answers to the stream's events, by type. */
export type TratadoresDeEvento = { [T in TipoEvento]?: (dados: DadosDoEvento[T]) => void };

/**
 * A feature's entry in the registry: made each time a stream opens (a new sign-in starts
 * afresh), with the data cache the handlers write to.
 */
export type RegistroDeEventos = (client: QueryClient) => TratadoresDeEvento;

/** Hands `e` to every handler of its type, in the registry's order. */
export function despachar(tratadores: readonly TratadoresDeEvento[], e: EventoRecebido): void {
  for (const t of tratadores) {
    const tratar = t[e.tipo] as ((dados: unknown) => void) | undefined;
    tratar?.(e.dados);
  }
}

interface EstadoStream {
  aberto: boolean;
  contadores: Contadores | null;
}

const StreamContext = createContext<EstadoStream>({ aberto: false, contadores: null });

/**
 * The `meta` of a query that polls while the stream is down and stops while it is up (the
 * support screens, web/features/atendimentos/hooks/polling.ts): when the stream first opens, such
 * a query is read once more. A change made between the screen's last read and the moment the
 * server registered the stream reaches it by no event (the stream starts from its opening) and by
 * no poll (polling has stopped); the read after the opening has it. Every later change comes as an
 * event. Other queries are not read again: the Ouvidoria's lists are audited reads.
 */
export const PELO_STREAM = { lidaDeNovoAoAbrir: true } as const;
const lidaDeNovoAoAbrir = (q: Query) => q.meta?.lidaDeNovoAoAbrir === true;

/** Whether the live stream is up (then the screens do not poll). */
export const useStreamAberto = () => useContext(StreamContext).aberto;
/** The reader's badge counts, once the stream has sent them. */
export const useContadores = () => useContext(StreamContext).contadores;

/** The app's own handling: counts kept for the screens, `reinicio` reads everything again. */
function doApp(client: QueryClient, setEstado: (f: (s: EstadoStream) => EstadoStream) => void) {
  return {
    contadores: (novos) => setEstado((s) => ({ ...s, contadores: novos })),
    reinicio: () => void client.invalidateQueries(),
  } satisfies TratadoresDeEvento;
}

export function StreamProvider({
  registro,
  children,
}: {
  /** each feature's handlers (web/routes/portal-layout.tsx); a constant, read when a stream opens */
  registro: readonly RegistroDeEventos[];
  children: ReactNode;
}) {
  const client = useQueryClient();
  const token = useSession()?.token ?? null;
  const [estado, setEstado] = useState<EstadoStream>({ aberto: false, contadores: null });

  useEffect(() => {
    if (!token) return;
    let subiuAntes = false;
    let vivo = true;
    let parar: (() => void) | undefined;
    const tratadores = [doApp(client, setEstado), ...registro.map((r) => r(client))];
    // The stream's code comes after the screen has drawn: it is not needed for the first paint
    // (docs/decisions/070-orcamento-de-script-por-tela.md). Until it runs the screens poll, as
    // they do whenever the stream is down; without a signal it is asked for again on the way back.
    const abrir = () =>
      import('./eventos').then(
        ({ abrirStream }) => {
          if (!vivo) return;
          const stream = abrirStream({
            url: '/api/eventos',
            token: () => getSession()?.token ?? null,
            onEvento: (e) => despachar(tratadores, e),
            // ended elsewhere (another device, an admin): this device goes to the login at once
            onRecusado: (mensagem) => {
              const atual = getSession();
              if (atual?.token === token && !sessaoEmDespedida(atual)) {
                endRefusedSession(atual, mensagem);
              }
            },
            onEstado: (aberto) => {
              setEstado((s) => ({ ...s, aberto }));
              if (!aberto) return;
              // Back after a break: one read of what is on screen, in case something was missed;
              // the first opening: one read of what polled until now (PELO_STREAM).
              void client.invalidateQueries(subiuAntes ? {} : { predicate: lidaDeNovoAoAbrir });
              subiuAntes = true;
            },
          });
          parar = () => stream.parar();
        },
        () => window.addEventListener('online', () => void abrir(), { once: true }),
      );
    void abrir();
    return () => {
      vivo = false;
      parar?.();
      setEstado({ aberto: false, contadores: null });
    };
  }, [token, client, registro]);

  return <StreamContext.Provider value={estado}>{children}</StreamContext.Provider>;
}
