/**
 * Sends the chat's waiting queue (chat/fila.ts), oldest first, one item at a time, each with
 * its `Idempotency-Key`: a repeat of a try whose answer was lost gets the first answer back and
 * writes nothing twice. Runs at app start, when the browser is back online, when the live stream
 * reconnects, after each new item, and on a growing timer while something waits.
 *  - 2xx (a first answer or a repeated one): the item leaves the queue and its message joins the
 *    conversation by id (`ouvirEnvios`, components/FilaDeEnvio.tsx).
 *  - 4xx other than 408/429: refused for good; the item keeps the server's text and waits for
 *    "Descartar".
 *  - no answer, 408, 429, 5xx: kept, tried again later, and the items after it wait their turn.
 * Another tab of the same person sends under a Web Lock, so two tabs never send one item at once.
 */
import { api } from '../../../../common/paths';
import type { Mensagem } from '../../../../common/schemas/atendimentos';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { enviarArquivoDaFila } from './fila-arquivo';
import { listarFila, marcarItem, tirarDaFila, type ItemFila } from './fila';
import { getSession } from '../../../lib/session';

export type EventoEnvio =
  | { tipo: 'enviado'; item: ItemFila; mensagem: Mensagem | null }
  | { tipo: 'recusado'; item: ItemFila; texto: string }
  | { tipo: 'progresso'; item: ItemFila; fracao: number | null };

const ouvintes = new Set<(e: EventoEnvio) => void>();
/** Calls `ouvinte` for each item sent or refused, and for an attachment's upload progress. */
export function ouvirEnvios(ouvinte: (e: EventoEnvio) => void): () => void {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}
const emitir = (e: EventoEnvio) => ouvintes.forEach((o) => o(e));

const ESPERAS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
let tentativasSeguidas = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let rodando: Promise<void> | null = null;
let deNovo = false;

const deveRepetir = (err: unknown) =>
  !(err instanceof ApiError) ||
  err.status === 0 ||
  err.status === 401 ||
  err.status === 408 ||
  err.status === 429 ||
  err.status >= 500;

async function enviar(item: ItemFila): Promise<'ok' | 'depois'> {
  const session = getSession();
  if (!session || session.user.id !== item.usuario_id) return 'depois';
  // Said on the item before the request leaves: from then on the server may hold it.
  if (!item.enviando) await marcarItem(item.id, { enviando: true });
  emitir({ tipo: 'progresso', item, fracao: null });
  try {
    let mensagem: Mensagem | null = null;
    if (item.kind === 'text') {
      mensagem = await apiRequest<Mensagem>(api.mensagens(item.atendimento_id), {
        method: 'POST',
        body: { mensagem: item.mensagem },
        headers: { 'Idempotency-Key': item.id },
      });
    } else {
      await enviarArquivoDaFila(session, item, (fracao) =>
        emitir({ tipo: 'progresso', item, fracao }),
      );
    }
    await tirarDaFila(item.id);
    emitir({ tipo: 'enviado', item, mensagem });
    return 'ok';
  } catch (err) {
    const semResposta = err instanceof ApiError && err.status === 0;
    if (deveRepetir(err)) {
      // An answer (5xx, 429…) says this try wrote nothing; an earlier try without an answer
      // may still have, so `sem_resposta` stays once set.
      await marcarItem(
        item.id,
        semResposta ? { enviando: false, sem_resposta: true } : { enviando: false },
      );
      emitir({ tipo: 'progresso', item, fracao: null });
      return 'depois';
    }
    const texto = (err as ApiError).message;
    await marcarItem(item.id, { enviando: false, falha: texto });
    emitir({ tipo: 'recusado', item, texto });
    return 'ok';
  }
}

async function rodada(): Promise<void> {
  const session = getSession();
  // Offline, the browser's `online` event starts the next round.
  if (!session || !navigator.onLine) return;
  for (const item of await listarFila(session.user.id)) {
    if (item.falha) continue;
    if ((await enviar(item)) === 'depois') {
      agendar();
      return;
    }
  }
  tentativasSeguidas = 0;
}

function agendar() {
  clearTimeout(timer);
  const espera = ESPERAS_MS[Math.min(tentativasSeguidas, ESPERAS_MS.length - 1)]!;
  tentativasSeguidas++;
  // Offline, the `online` event starts the next round; the timer is for a server that is down.
  timer = setTimeout(() => void esvaziarFila(), espera);
}

/** Sends what waits for the signed-in user; a call during a round asks for one more round. */
export function esvaziarFila(): Promise<void> {
  if (rodando) {
    deNovo = true;
    return rodando;
  }
  clearTimeout(timer);
  rodando = (async () => {
    try {
      do {
        deNovo = false;
        if (typeof navigator !== 'undefined' && navigator.locks) {
          await navigator.locks.request('portal-fila', () => rodada());
        } else await rodada();
      } while (deNovo);
    } finally {
      rodando = null;
    }
  })();
  return rodando;
}
