/**
 * The JSON of each atendimento's message list as last rendered, answered again to the polls while
 * it is still exactly what a fresh rendering would produce (docs/decisions/008-read-caches-and-lean-headers.md).
 */
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { mensagem } from '../../../common/schemas/atendimentos.js';
import type { MensagemRow, MensagensVersion } from './repository.js';
import { presentMensagem } from './apresentacao.js';
import { FileUrlSigner } from '../../lib/file-urls.js';

const messageList = z.array(mensagem);

/** Serialized lists kept, in bytes of JSON text: a few thousand busy chats. */
const DEFAULT_CAPACITY_BYTES = 16 * 1024 * 1024;
/** A list longer than this is rendered on each poll rather than crowding out the others. */
const MAX_ENTRY_BYTES = 512 * 1024;

/**
 * Every open chat polls its list every 3.5 s and it changes far less often. The kept text is
 * current while:
 *  - messages are only ever added (never edited, never deleted one by one), so the list is the
 *    same as long as its count and newest id are; the database answers both on every poll, so a
 *    message written through another instance is seen at once;
 *  - file urls are signed to the same daily expiry until the day changes
 *    (`FileUrlSigner.expiryDiaria`), which is part of the key.
 * Least recently used lists are dropped beyond the capacity, in bytes.
 */
export class MessageListRenderer {
  private readonly entries: LRUCache<number, { key: string; json: Buffer }>;

  private readonly ligado: boolean;

  /** `ligado: false` (CACHES_DESLIGADOS, for measuring): every list is rendered afresh */
  constructor(
    private readonly signer: FileUrlSigner,
    { capacityBytes = DEFAULT_CAPACITY_BYTES, ligado = true } = {},
  ) {
    this.ligado = ligado;
    this.entries = new LRUCache({
      maxSize: capacityBytes,
      maxEntrySize: Math.min(MAX_ENTRY_BYTES, capacityBytes),
      sizeCalculation: (entry) => Math.max(1, entry.json.length),
    });
  }

  private static key(version: MensagensVersion, exp: number): string {
    return `${version.total}:${version.ultimo ?? 0}:${exp}`;
  }

  /** The kept JSON for the atendimento when it is current for `version` at `nowMs`. */
  cached(atendimentoId: number, version: MensagensVersion, nowMs = Date.now()): Buffer | undefined {
    const entry = this.entries.get(atendimentoId);
    const key = MessageListRenderer.key(version, FileUrlSigner.expiryDiaria(nowMs));
    return entry?.key === key ? entry.json : undefined;
  }

  /**
   * Renders the rows (read in one statement, so their count and last id describe exactly this
   * text), checks them against the response schema, and keeps the result.
   */
  render(atendimentoId: number, rows: MensagemRow[], nowMs = Date.now()): Buffer {
    const exp = FileUrlSigner.expiryDiaria(nowMs);
    // kept encoded: written as is to every poll's socket
    const json = this.serializar(rows, exp);
    if (!this.ligado) return json;
    const version = { total: rows.length, ultimo: rows.at(-1)?.id ?? null };
    this.entries.delete(atendimentoId);
    this.entries.set(atendimentoId, { key: MessageListRenderer.key(version, exp), json });
    return json;
  }

  /** The messages after some id (`?depois=`): short, so rendered each time and not kept. */
  renderNovas(rows: MensagemRow[], nowMs = Date.now()): Buffer {
    return this.serializar(rows, FileUrlSigner.expiryDiaria(nowMs));
  }

  /** The rows as the screens get them, checked against the response schema. */
  private serializar(rows: MensagemRow[], exp: number): Buffer {
    return Buffer.from(
      JSON.stringify(messageList.parse(rows.map((r) => presentMensagem(r, this.signer, exp)))),
    );
  }

  get size(): number {
    return this.entries.size;
  }
}
