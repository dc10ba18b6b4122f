/**
 * The screens' client of the live stream (`GET /api/eventos`, docs/product/eventos.md): a `fetch`
 * with the session's bearer token (no token in a URL), read with eventsource-parser, the last id
 * sent back in `Last-Event-ID` on reconnect, reconnection with backoff and jitter, and a watchdog:
 * the server sends a comment at least every 25 s, so 45 s of silence means a proxy is holding or
 * cutting the stream, which is then treated as down. While it is down the screens poll
 * (`useStreamAberto`, eventos-provider.tsx). Choices: docs/decisions/017-tela-ao-vivo-e-dados-moveis.md.
 */
import { createParser } from 'eventsource-parser';
import { TIPOS_EVENTO, type TipoEvento } from '../../common/eventos';

export const SILENCIO_MAXIMO_MS = 45_000;
export const ESPERA_MINIMA_MS = 1_000;
export const ESPERA_MAXIMA_MS = 30_000;

/** Delay before reconnect attempt number `tentativa` (1, 2, …): doubling, capped, spread by `jitter` (0..1). */
export function esperaReconexao(tentativa: number, jitter: number): number {
  const base = Math.min(ESPERA_MINIMA_MS * 2 ** Math.max(0, tentativa - 1), ESPERA_MAXIMA_MS);
  // "Equal jitter": between half and the whole base, so clients cut together come back apart.
  return Math.round(base / 2 + (base / 2) * Math.min(1, Math.max(0, jitter)));
}

export interface EventoRecebido {
  tipo: TipoEvento;
  id: string | undefined;
  dados: unknown;
}

/** An event as parsed off the wire, or null for a name this client does not know or bad JSON. */
export function lerEvento(ev: {
  event?: string;
  id?: string;
  data: string;
}): EventoRecebido | null {
  const tipo = ev.event as TipoEvento | undefined;
  if (!tipo || !(TIPOS_EVENTO as readonly string[]).includes(tipo)) return null;
  try {
    return { tipo, id: ev.id, dados: ev.data ? (JSON.parse(ev.data) as unknown) : {} };
  } catch {
    return null;
  }
}

export interface OpcoesStream {
  url: string;
  /** the current bearer token; null ends the stream (signed out) */
  token: () => string | null;
  onEvento: (e: EventoRecebido) => void;
  /** the stream came up (true) or went down (false) */
  onEstado: (aberto: boolean) => void;
  /**
   * the server refused the token (401), with its reason: the session was ended on another device,
   * the account deactivated, the token expired; no retry follows
   */
  onRecusado?: (mensagem: string | null) => void;
  fetch?: typeof fetch;
  random?: () => number;
  silencioMaximoMs?: number;
}

/** Keeps one stream open until `parar()` is called. */
export function abrirStream(opts: OpcoesStream): { parar: () => void } {
  const doFetch = opts.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const random = opts.random ?? Math.random;
  const silencioMaximo = opts.silencioMaximoMs ?? SILENCIO_MAXIMO_MS;
  let ultimoId: string | undefined;
  let tentativas = 0;
  let parado = false;
  let aberto = false;
  let controle: AbortController | null = null;
  let relogio: ReturnType<typeof setTimeout> | undefined;
  let vigia: ReturnType<typeof setTimeout> | undefined;
  let leitor: ReadableStreamDefaultReader<string> | null = null;

  const cortar = () => {
    controle?.abort();
    void leitor?.cancel().catch(() => undefined);
  };

  const estado = (v: boolean) => {
    if (aberto === v) return;
    aberto = v;
    opts.onEstado(v);
  };
  const armarVigia = () => {
    clearTimeout(vigia);
    vigia = setTimeout(cortar, silencioMaximo);
  };
  const agendar = () => {
    estado(false);
    if (parado) return;
    tentativas += 1;
    relogio = setTimeout(() => void conectar(), esperaReconexao(tentativas, random()));
  };

  const conectar = async () => {
    const token = opts.token();
    if (parado || !token) return;
    controle = new AbortController();
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    };
    if (ultimoId) headers['Last-Event-ID'] = ultimoId;
    try {
      armarVigia();
      const res = await doFetch(opts.url, { headers, signal: controle.signal, cache: 'no-store' });
      if (res.status === 401) {
        // The token is no longer good: no retry. The session ends here with the server's reason,
        // as any refused call ends it (api-client.ts): a screen that asks the server nothing
        // more (Minha Conta, the home) would otherwise stay on the ended device until touched.
        clearTimeout(vigia);
        estado(false);
        const corpo: unknown = await res.json().catch(() => null);
        const erro = (corpo as { error?: unknown } | null)?.error;
        if (!parado) opts.onRecusado?.(typeof erro === 'string' ? erro : null);
        return;
      }
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      const parser = createParser({
        onEvent: (ev) => {
          if (ev.id) ultimoId = ev.id;
          const e = lerEvento(ev);
          if (e) opts.onEvento(e);
        },
      });
      leitor = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await leitor.read();
        if (done) break;
        // Anything at all (an event or the heartbeat comment) proves the stream is alive.
        armarVigia();
        if (!aberto) {
          tentativas = 0;
          estado(true);
        }
        parser.feed(value);
      }
      throw new Error('fim');
    } catch {
      clearTimeout(vigia);
      if (!parado) agendar();
    }
  };

  void conectar();
  return {
    parar: () => {
      parado = true;
      clearTimeout(relogio);
      clearTimeout(vigia);
      cortar();
      estado(false);
    },
  };
}
