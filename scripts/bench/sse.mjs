// A live stream (GET /api/eventos) read as the portal reads it: fetch with the bearer token in
// the Authorization header, parsed by eventsource-parser.
import { createParser } from 'eventsource-parser';

/** Opens a stream; `aoEvento` gets each event; `pronto` resolves with the first bytes. */
export async function abrirStream(base, token, aoEvento) {
  const ctrl = new AbortController();
  let marcarPronto;
  const pronto = new Promise((r) => (marcarPronto = r));
  const res = await fetch(`${base}/api/eventos`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: ctrl.signal,
  });
  if (!res.ok) throw new Error(`GET /api/eventos: ${res.status}`);
  const parser = createParser({ onEvent: aoEvento });
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) {
        marcarPronto();
        parser.feed(decoder.decode(chunk, { stream: true }));
      }
    } catch {
      // closed
    }
  })();
  return { pronto, fechar: () => ctrl.abort() };
}
