import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/index.js';
import { AUDIT_ACTIONS, type AuditAction } from '../../../common/auditoria.js';

const KNOWN_ACTIONS: readonly string[] = Object.values(AUDIT_ACTIONS);

/** Who did it. Name and login are copied into the entry, so deleting the user keeps it readable. */
export interface Actor {
  id: number;
  nome: string;
  login: string;
}

export interface AuditInput {
  actor: Actor | null;
  acao: AuditAction;
  detalhes: string;
  /** for entries about someone who is not (yet) authenticated, e.g. a failed login */
  login?: string;
}

/** The one place audit entries are written. Pass the transaction of the change it records. */
export async function recordAudit(db: Kysely<Database>, entry: AuditInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      data_hora: now(),
      usuario_id: entry.actor?.id ?? null,
      usuario_nome: entry.actor?.nome ?? null,
      login: entry.actor?.login ?? entry.login ?? null,
      acao: entry.acao,
      detalhes: entry.detalhes,
    })
    .execute();
}

/** Runs a state change and its audit entry in one transaction. */
export function withAudit<T>(
  db: Kysely<Database>,
  change: (trx: Kysely<Database>) => Promise<{ result: T; audit: AuditInput }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { result, audit } = await change(trx);
    await recordAudit(trx, audit);
    return result;
  });
}

/** A LIKE pattern for "contains", the term's own wildcards escaped with `\` (ESCAPE '\'). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface AuditFilters {
  /** ISO instant, inclusive */
  from?: string;
  /** ISO instant, exclusive */
  before?: string;
  /** the acting user's name contains this, ignoring case */
  nome?: string;
  /** the action contains this, ignoring case */
  acao?: string;
  limit: number;
}

/**
 * Audit entries newest first. The date bounds and the order walk the (data_hora, id) index
 * from its newest end and stop at the limit, so the cost follows the window asked for, not
 * the size of the log. Timestamps are compared as ISO strings on SQLite (they are stored in
 * that one format) and as timestamptz on PostgreSQL.
 */
export function listAuditEntries(db: Kysely<Database>, f: AuditFilters) {
  return auditEntriesQuery(db, f).execute();
}

/** The query of `listAuditEntries`, unexecuted: tests read its plan. */
export function auditEntriesQuery(db: Kysely<Database>, f: AuditFilters) {
  const nome = f.nome?.trim().toLowerCase();
  const acao = f.acao?.trim().toLowerCase();
  return db
    .selectFrom('audit_log')
    .select(['id', 'data_hora', 'usuario_nome', 'login', 'acao', 'detalhes'])
    .$if(f.from !== undefined, (q) => q.where('data_hora', '>=', f.from!))
    .$if(f.before !== undefined, (q) => q.where('data_hora', '<', f.before!))
    .$if(!!nome, (q) =>
      q.where(
        sql<boolean>`lower(${sql.ref('usuario_nome')}) like ${containsPattern(nome!)} escape '\\'`,
      ),
    )
    .$if(!!acao, (q) => {
      // Text naming exactly one action of the vocabulary (e.g. "excluido") becomes an equality,
      // so the (acao, data_hora) index finds rare actions without reading the whole log.
      const known = KNOWN_ACTIONS.filter((a) => a.includes(acao!));
      return known.length === 1
        ? q.where('acao', '=', known[0]!)
        : q.where(
            sql<boolean>`lower(${sql.ref('acao')}) like ${containsPattern(acao!)} escape '\\'`,
          );
    })
    .orderBy('data_hora', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit);
}
