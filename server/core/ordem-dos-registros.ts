/**
 * The one lock of the product's ordered logs on PostgreSQL: the live events (server/core/eventos.ts)
 * and the audit chain (server/core/audit.ts). A transaction holds it from its first event or audit
 * entry to its commit, so their ids follow commit order and each audit entry chains to the one
 * committed before it. One lock for both, not one each: a transaction that writes an entry then an
 * event and another that writes them the other way round would each hold the lock the other waits
 * for. Callers write both last in their transaction, after their other changes, so it is held
 * briefly. SQLite has one writer at a time and needs none.
 */
import { sql } from 'kysely';
import type { DialectName, Trx } from '../db/index.js';

/** Any number that is the same in every instance. */
const ORDEM_DOS_REGISTROS = 7_150_001;

export async function travarOrdemDosRegistros(trx: Trx, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(${ORDEM_DOS_REGISTROS})`.execute(trx);
  }
}
