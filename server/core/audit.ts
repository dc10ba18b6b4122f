/**
 * What an audit entry says (docs/product/auditoria.md). It is written by `concluir`
 * (server/core/fim-da-escrita.ts), in the transaction of the change it records, so either both
 * are kept or neither. Reading and verifying the log is the auditoria feature's business
 * (server/features/auditoria).
 */
import type { AuditAction } from '../../common/auditoria.js';

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
  /**
   * on an entry about an Ouvidoria case, the case's excluded roles as its column keeps them: the
   * audit screen shows the entry only to whom may read the case (server/core/ouvidoria-acesso.ts)
   */
  excluirPapeis?: string;
}
