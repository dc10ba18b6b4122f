import { z } from 'zod';
import { mensagem } from '../../../common/schemas/atendimentos.js';
import type { MessageRow, MessagesVersion } from './repository.js';
import { presentMessage } from './service.js';
import { FileUrlSigner } from './signing.js';

const messageList = z.array(mensagem);

/** Serialized lists kept, in bytes of JSON text: a few thousand busy chats. */
const DEFAULT_CAPACITY_BYTES = 16 * 1024 * 1024;
/** A list longer than this is rendered on each poll rather than crowding out the others. */
const MAX_ENTRY_BYTES = 512 * 1024;

/**
 * The JSON of each ticket's message list as last rendered. Every open chat polls its list every
 * 3.5 s and it changes far less often, so the rendered text is answered again while it is still
 * exactly what a fresh rendering would produce:
 *  - messages are only ever added (never edited, never deleted one by one), so the list is the
 *    same as long as its count and newest id are; the database answers both on every poll, so a
 *    message written through another instance is seen at once;
 *  - file urls are signed to the same rounded expiry until the signing window moves
 *    (`FileUrlSigner.expiryFor`), which is part of the key.
 * Least recently used lists are dropped beyond the capacity.
 */
export class MessageListRenderer {
  private readonly entries = new Map<number, { key: string; json: Buffer }>();
  private bytes = 0;

  constructor(
    private readonly signer: FileUrlSigner,
    private readonly capacityBytes = DEFAULT_CAPACITY_BYTES,
  ) {}

  private static key(version: MessagesVersion, exp: number): string {
    return `${version.total}:${version.ultimo ?? 0}:${exp}`;
  }

  /** The cached JSON for the ticket when it is current for `version` at `nowMs`. */
  cached(ticketId: number, version: MessagesVersion, nowMs = Date.now()): Buffer | undefined {
    const entry = this.entries.get(ticketId);
    if (!entry || entry.key !== MessageListRenderer.key(version, FileUrlSigner.expiryFor(nowMs)))
      return undefined;
    this.entries.delete(ticketId);
    this.entries.set(ticketId, entry);
    return entry.json;
  }

  /**
   * Renders the rows (read in one statement, so their count and last id describe exactly this
   * text), checks them against the response schema, and keeps the result.
   */
  render(ticketId: number, rows: MessageRow[], nowMs = Date.now()): Buffer {
    const exp = FileUrlSigner.expiryFor(nowMs);
    // kept encoded: written as is to every poll's socket
    const json = Buffer.from(
      JSON.stringify(messageList.parse(rows.map((r) => presentMessage(r, this.signer, exp)))),
    );
    const version = { total: rows.length, ultimo: rows.at(-1)?.id ?? null };
    this.forget(ticketId);
    if (json.length <= MAX_ENTRY_BYTES) {
      this.entries.set(ticketId, { key: MessageListRenderer.key(version, exp), json });
      this.bytes += json.length;
      for (const [id, old] of this.entries) {
        if (this.bytes <= this.capacityBytes) break;
        this.entries.delete(id);
        this.bytes -= old.json.length;
      }
    }
    return json;
  }

  private forget(ticketId: number): void {
    const old = this.entries.get(ticketId);
    if (!old) return;
    this.entries.delete(ticketId);
    this.bytes -= old.json.length;
  }

  get size(): number {
    return this.entries.size;
  }
}
