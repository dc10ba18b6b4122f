/** Reading the audit log (writing it: server/core/fim-da-escrita.ts). */
import { sql } from 'kysely';
import { type Db } from '../../db/index.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { containsPattern } from '../../lib/sql.js';
import { visivelPara, type LeitorDeCasos } from '../../core/ouvidoria-acesso.js';

const KNOWN_ACTIONS: readonly string[] = Object.values(AUDIT_ACTIONS);

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
  /**
   * who reads: an entry about an Ouvidoria case is shown only to whom may read the case
   * (server/core/ouvidoria-acesso.ts); absent, every entry (the operator's tools)
   */
  leitor?: LeitorDeCasos;
}

/**
 * Audit entries newest first. The date bounds and the order walk the (data_hora, id) index
 * from its newest end and stop at the limit, so the cost follows the window asked for, not
 * the size of the log. Timestamps are compared as ISO strings on SQLite (they are stored in
 * that one format) and as timestamptz on PostgreSQL.
 */
export function listAuditEntries(db: Db, f: AuditFilters) {
  return auditEntriesQuery(db, f).execute();
}

/** The query of `listAuditEntries`, unexecuted: tests read its plan. */
export function auditEntriesQuery(db: Db, f: AuditFilters) {
  const nome = f.nome?.trim().toLowerCase();
  const acao = f.acao?.trim().toLowerCase();
  return db
    .selectFrom('audit_log')
    .select(['id', 'data_hora', 'usuario_nome', 'login', 'acao', 'detalhes'])
    .$if(f.leitor !== undefined, (q) => q.where(visivelPara(f.leitor!, 'audit_log')))
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
