/**
 * The whole database, protected columns included (docs/decisions/080-colunas-protegidas.md): for
 * the modules of server/core that own a protected column, and for the operations that copy every
 * column (backups, the audit's verification). Lint refuses this import in a feature.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';
import type { Db, Trx } from './index.js';

export type DbCompleto = Kysely<Database>;
export type TrxCompleta = Transaction<Database>;

/** The same connection, seen with every column. */
export const completo = (db: Db): DbCompleto => db as unknown as DbCompleto;
/** The same transaction, seen with every column. */
export const completa = (trx: Trx): TrxCompleta => trx as unknown as TrxCompleta;
