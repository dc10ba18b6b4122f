/**
 * A live stream (`GET /api/eventos`) read as the browser reads it, with fetch and
 * eventsource-parser, for the tests: what arrived, and a wait for the next event a test expects.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface Stream {
  status: number;
  headers: Headers;
  eventos: EventSourceMessage[];
  /** the first event after `desde` (an index) that `ok` accepts */
  esperar(ok: (e: EventSourceMessage) => boolean, desde?: number): Promise<EventSourceMessage>;
  fechar(): void;
  /** resolves when the server ends the stream (or it is closed here) */
  terminou: Promise<void>;
  /** the last reconnect hint (`retry:`, ms) the server sent, if any */
  retry: () => number | undefined;
}

export async function abrirStream(
  base: string,
  token: string | null,
  lastEventId?: string,
): Promise<Stream> {
  const ctrl = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${base}/api/eventos`, { headers, signal: ctrl.signal });
  const eventos: EventSourceMessage[] = [];
  const esperando = new Set<() => void>();
  let retry: number | undefined;
  const parser = createParser({
    onRetry: (ms) => {
      retry = ms;
    },
    onEvent: (e) => {
      eventos.push(e);
      for (const w of esperando) w();
    },
  });
  let terminou: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    terminou = (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          parser.feed(decoder.decode(chunk, { stream: true }));
        }
      } catch {
        // aborted
      }
    })();
  } else await res.body?.cancel();
  return {
    status: res.status,
    headers: res.headers,
    eventos,
    terminou,
    esperar: (ok, desde = 0) =>
      new Promise((resolve, reject) => {
        const olhar = () => {
          const e = eventos.slice(desde).find(ok);
          if (e) {
            esperando.delete(olhar);
            clearTimeout(timer);
            resolve(e);
          }
        };
        const timer = setTimeout(() => {
          esperando.delete(olhar);
          reject(new Error(`evento não chegou; recebidos: ${JSON.stringify(eventos)}`));
        }, 5_000);
        esperando.add(olhar);
        olhar();
      }),
    fechar: () => ctrl.abort(),
    retry: () => retry,
  };
}

/**
 * What `s` received before the sentinel: the first event after `desde` that `ok` accepts, of a
 * write the test makes after the one whose event must not reach `s`. A stream gets its events in
 * the order they were written, so once the sentinel has arrived nothing earlier is still on its
 * way: "nothing arrived" is then a fact, not a guess after a pause.
 */
export const doAtendimento = (id: number) => (e: EventSourceMessage) =>
  e.event !== 'contadores' && JSON.parse(e.data).atendimento_id === id;

/** An event written after the event `id`: a sentinel's, once `id` is the last one that counts. */
export const depoisDe = (id: string | undefined) => {
  if (!id) throw new Error('a sentinela precisa do id do último evento que conta');
  return (e: EventSourceMessage) => e.event !== 'contadores' && Number(e.id) > Number(id);
};

export async function antesDaSentinela(
  s: Stream,
  ok: (e: EventSourceMessage) => boolean,
  desde?: number,
): Promise<EventSourceMessage[]> {
  const sentinela = await s.esperar(ok, desde);
  return s.eventos.slice(0, s.eventos.indexOf(sentinela));
}
