/**
 * In what order the live streams hand out events, and when (docs/decisions/067-leituras-sem-fila.md).
 *
 * A stream that has been handed event n must have been handed every event before n that it may
 * read, on whichever instance it reconnects (`Last-Event-ID`). Event ids come from a sequence and
 * no lock orders the writers, so on PostgreSQL a transaction may commit id 8 while id 7, drawn
 * earlier by another one, is still open: read naively, 8 would go out and 7, committed a moment
 * later, would be skipped for ever. So ids go out in order, and a missing id holds back those
 * after it until it appears or can no longer appear:
 *
 * - `concluir` takes its transaction's id before it draws the events' ids (server/core/fim-da-escrita.ts);
 * - when a read sees id j but not some i < j, i was drawn before j, so i's transaction already had
 *   its id when the read ran: if it is still running, it is among the transactions of this
 *   database that `pg_stat_activity` lists as running (`backend_xid`) right after;
 * - once none of those is running any more, i's transaction has ended: i either showed up, or it
 *   was rolled back and never will.
 *
 * A rolled-back write (a repeated idempotency key, a failed check) thus holds the events after
 * it back until the writes that were running when the gap was seen have ended: usually
 * milliseconds (other databases on the server never count). SQLite has one writer at a time, so
 * its ids are in commit order and none waits.
 */
import { sql, type Selectable } from 'kysely';
import type { DatabaseDasFeatures, Db, DbHandle } from '../../db/index.js';
import { consultaPronta } from '../../db/consulta-pronta.js';
import { exclusaoDe, type Exclusao } from '../../core/ouvidoria-acesso.js';

/** An event as the streams read it: its audience's exclusions opaque (server/core/ouvidoria-acesso.ts). */
export type EventoRow = Selectable<DatabaseDasFeatures['eventos']> & { exclusao: Exclusao };

/** How long the start waits for the writes it found running, at most (within the plugins' 10 s). */
const ESPERA_DO_INICIO_MS = 5_000;

/** read after every write that adds events (the morning's read marks among them): compiled once */
const eventosDepoisDe = consultaPronta((db: Db, ultimo: number, limite: number) =>
  db
    .selectFrom('eventos')
    .selectAll()
    .select(exclusaoDe('eventos'))
    .where('id', '>', ultimo)
    .orderBy('id')
    .limit(limite),
);

export class OrdemDosEventos {
  /** a gap after the last id handed out, and the writes running when it was first seen */
  private lacuna: { id: number; barreira: Set<string>; fechada: boolean } | null = null;

  constructor(private readonly handle: Pick<DbHandle, 'db' | 'dialect'>) {}

  private get pg(): boolean {
    return this.handle.dialect === 'postgres';
  }

  /** The newest event id in the table (0 for none). */
  async maisNovo(): Promise<number> {
    const row = await this.handle.db
      .selectFrom('eventos')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    return Number(row?.max ?? 0);
  }

  /**
   * The last event id from which a new distributor may start: on PostgreSQL, once every
   * transaction running at the start has ended, so no id at or below it can still appear.
   */
  async inicio(): Promise<number> {
    if (!this.pg) return this.maisNovo();
    const ate = await this.maisNovo();
    const barreira = await this.escrevendo();
    const limite = Date.now() + ESPERA_DO_INICIO_MS;
    while (!(await this.terminaram(barreira)) && Date.now() < limite) {
      await new Promise((r) => setTimeout(r, 20));
    }
    return ate;
  }

  /**
   * The events after `ultimo` that may go out now, in id order (at most `limite`); `esperando`
   * when a gap holds back those after it (ask again shortly: a rollback sends no notice).
   */
  async depoisDe(
    ultimo: number,
    limite: number,
  ): Promise<{ eventos: EventoRow[]; lidos: number; esperando: boolean }> {
    const { db } = this.handle;
    if (!this.pg) {
      const eventos = await eventosDepoisDe(db, ultimo, limite);
      return { eventos, lidos: eventos.length, esperando: false };
    }
    for (;;) {
      const rows = await eventosDepoisDe(db, ultimo, limite);
      const eventos: EventoRow[] = [];
      let anterior = ultimo;
      let olharDeNovo = false;
      for (const e of rows) {
        if (e.id !== anterior + 1) {
          const lacuna = this.lacuna;
          if (lacuna?.id !== anterior + 1) {
            this.lacuna = { id: anterior + 1, barreira: await this.escrevendo(), fechada: false };
            return { eventos, lidos: rows.length, esperando: true };
          }
          if (!lacuna.fechada) {
            if (!(await this.terminaram(lacuna.barreira))) {
              return { eventos, lidos: rows.length, esperando: true };
            }
            // they ended after these rows were read: a fresh read tells what they committed
            lacuna.fechada = true;
            olharDeNovo = true;
            break;
          }
        }
        if (this.lacuna && e.id >= this.lacuna.id) this.lacuna = null;
        eventos.push(e);
        anterior = e.id;
      }
      if (!olharDeNovo) return { eventos, lidos: rows.length, esperando: false };
    }
  }

  /** The transactions of this database that are running and have written (have an id). */
  private async escrevendo(): Promise<Set<string>> {
    const { rows } = await sql<{ xid: string }>`
      select backend_xid::text as xid from pg_stat_activity
      where datname = current_database() and backend_xid is not null`.execute(this.handle.db);
    return new Set(rows.map((r) => r.xid));
  }

  private async terminaram(barreira: Set<string>): Promise<boolean> {
    if (barreira.size === 0) return true;
    for (const xid of await this.escrevendo()) if (barreira.has(xid)) return false;
    return true;
  }
}
