/**
 * The portal's live stream (`GET /api/eventos`, docs/product/eventos.md), read with fetch so the
 * bearer token travels in the Authorization header as on every call (an EventSource could only
 * put it in the URL). Events are parsed with eventsource-parser; after a drop the stream comes
 * back with `Last-Event-ID` and gets what it missed. While it is up the screens stop polling;
 * while it is down they poll as the spec says (docs/decisions/017-tela-ao-vivo.md).
 *
 * Features say what an event means for their data with `tratarEventos` (the ticket's messages,
 * the lists to read again); this module knows no feature.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { createParser } from 'eventsource-parser';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../common/paths';
import type { Contadores, TipoEvento } from '../../common/schemas/eventos';
import { endRefusedSession, getSession } from './session';

export interface EventoAoVivo {
  id: string;
  tipo: TipoEvento;
  dados: unknown;
}

/** Nothing at all (not even the 25 s heartbeat) for this long: the stream is stuck; reconnect. */
export const SILENCIO_MAX_MS = 45_000;
const ESPERA_MAX_MS = 30_000;

/** Wait before reconnection attempt `n` (1, 2, 4 … 30 s, spread so clients do not return together). */
export function esperaReconexao(tentativa: number, sorteio = Math.random()): number {
  const base = Math.min(1_000 * 2 ** Math.max(0, tentativa - 1), ESPERA_MAX_MS);
  return Math.round(base * (0.75 + sorteio * 0.5));
}

type Tratador = (e: EventoAoVivo, client: QueryClient) => void;
const tratadores = new Map<string, Tratador>();

/** What `nome`'s screens do with an event (registered once, when the feature's code loads). */
export function tratarEventos(nome: string, tratador: Tratador): void {
  tratadores.set(nome, tratador);
}

interface Estado {
  conectado: boolean;
  contadores: Contadores | null;
}
let estado: Estado = { conectado: false, contadores: null };
const ouvintes = new Set<() => void>();
function mudar(parte: Partial<Estado>) {
  estado = { ...estado, ...parte };
  for (const o of ouvintes) o();
}
const assinar = (o: () => void) => {
  ouvintes.add(o);
  return () => ouvintes.delete(o);
};

/** Whether the stream is up now (the screens poll only while it is not). */
export function useAoVivoConectado(): boolean {
  return useSyncExternalStore(
    assinar,
    () => estado.conectado,
    () => false,
  );
}

/** The badge counts last received; null before the stream first connects. */
export function useContadores(): Contadores | null {
  return useSyncExternalStore(
    assinar,
    () => estado.contadores,
    () => null,
  );
}

/**
 * Keeps one stream open while mounted, for the signed-in user of `token`; events go to the
 * features' handlers with this tab's query client. `reinicio` (the gap was too long) reads
 * everything again.
 */
export function useConexaoAoVivo(token: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const parar = conectar(token, (e) => {
      if (e.tipo === 'contadores') mudar({ contadores: e.dados as Contadores });
      else if (e.tipo === 'reinicio') void client.invalidateQueries();
      for (const t of tratadores.values()) t(e, client);
    });
    return parar;
  }, [token, client]);
}

/** Opens the stream and keeps it open until the answer is called; `aoReceber` gets each event. */
function conectar(token: string, aoReceber: (e: EventoAoVivo) => void): () => void {
  let parado = false;
  let ultimoId: string | null = null;
  let tentativa = 0;
  let atual: AbortController | null = null;
  let espera: ReturnType<typeof setTimeout> | undefined;

  const rodar = async () => {
    while (!parado) {
      const ctrl = new AbortController();
      atual = ctrl;
      let vigia: ReturnType<typeof setTimeout> | undefined;
      const vigiar = () => {
        clearTimeout(vigia);
        vigia = setTimeout(() => ctrl.abort(), SILENCIO_MAX_MS);
      };
      try {
        const headers: Record<string, string> = {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${token}`,
        };
        if (ultimoId) headers['Last-Event-ID'] = ultimoId;
        vigiar();
        const res = await fetch(api.eventos, { headers, signal: ctrl.signal, cache: 'no-store' });
        if (res.status === 401) {
          const sessao = getSession();
          const corpo = (await res.json().catch(() => null)) as { error?: unknown } | null;
          if (sessao?.token === token) {
            endRefusedSession(sessao, typeof corpo?.error === 'string' ? corpo.error : null);
          }
          return;
        }
        if (!res.ok || !res.body) throw new Error(`eventos: ${res.status}`);
        const parser = createParser({
          onEvent: (m) => {
            if (m.id) ultimoId = m.id;
            let dados: unknown;
            try {
              dados = m.data ? JSON.parse(m.data) : {};
            } catch {
              return;
            }
            aoReceber({ id: m.id ?? '', tipo: (m.event ?? 'message') as TipoEvento, dados });
          },
        });
        const leitor = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await leitor.read();
          if (done) break;
          vigiar();
          if (!estado.conectado) {
            tentativa = 0;
            mudar({ conectado: true });
          }
          parser.feed(value);
        }
      } catch {
        // dropped, refused or cut by a proxy: try again below
      } finally {
        clearTimeout(vigia);
      }
      if (parado) return;
      mudar({ conectado: false });
      tentativa++;
      await new Promise<void>((r) => (espera = setTimeout(r, esperaReconexao(tentativa))));
    }
  };
  void rodar();
  return () => {
    parado = true;
    clearTimeout(espera);
    atual?.abort();
    mudar({ conectado: false, contadores: null });
  };
}
