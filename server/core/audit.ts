/**
 * The one way to write the audit log (docs/product/auditoria.md, docs/decisions/012-feature-isolation.md).
 * An entry is written in the transaction of the change it records, so either both are kept or
 * neither: `recordAudit` takes only a transaction, and the compiler refuses a plain database.
 *
 *     await db.transaction().execute(async (trx) => {
 *       await closeAtendimento(trx, id);
 *       await recordAudit(trx, { actor, acao: AUDIT_ACTIONS.atendimentoFechado, detalhes });
 *     });
 *
 * Reading the log is the auditoria feature's business (server/features/auditoria).
 */
import type { AuditAction } from '../../common/auditoria.js';
import { now, type Trx } from '../db/index.js';

/** Who did it. Name and login are copied into the entry, so deleting the user keeps it readable. */
export interface Actor {
  id: number;
  nome: string;
  login: string;
}

export interface NewAuditEntry {
  actor: Actor | null;
  acao: AuditAction;
  detalhes: string;
  /** for entries about someone who is not (yet) authenticated, e.g. a failed login */
  login?: string;
}

export async function recordAudit(trx: Trx, entry: NewAuditEntry): Promise<void> {
  await trx
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
