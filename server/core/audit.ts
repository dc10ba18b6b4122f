/**
 * What an audit entry says (docs/product/auditoria.md). It is written by `concluir`
 * (server/core/fim-da-escrita.ts), in the transaction of the change it records, so either both
 * are kept or neither. Reading and verifying the log is the auditoria feature's business
 * (server/features/auditoria).
 */
import { AUDIT_ACTIONS, type AuditAction } from '../../common/auditoria.js';
import type { Exclusao } from './ouvidoria-acesso.js';

/** Who did it. Name and login are copied into the entry, so deleting the user keeps it readable. */
export interface Actor {
  id: number;
  nome: string;
  login: string;
}

/** The actions about one Ouvidoria case: their entries carry the case's exclusions. */
const ACOES_DE_CASO = [
  AUDIT_ACTIONS.leituraDenuncia,
  AUDIT_ACTIONS.denunciaAtualizada,
  AUDIT_ACTIONS.denunciaMensagem,
  AUDIT_ACTIONS.denunciaNota,
  AUDIT_ACTIONS.denunciaEliminada,
] as const;
export type AcaoDeCaso = (typeof ACOES_DE_CASO)[number];
export const ehAcaoDeCaso = (acao: AuditAction): acao is AcaoDeCaso =>
  (ACOES_DE_CASO as readonly AuditAction[]).includes(acao);

interface EntradaBase {
  actor: Actor | null;
  detalhes: string;
  /** for entries about someone who is not (yet) authenticated, e.g. a failed login */
  login?: string;
}

/**
 * An entry. One about an Ouvidoria case must carry the case's excluded roles (the audit screen shows it only to whom may read the case, server/core/ouvidoria-acesso.ts):
 * the type refuses such an entry without them, and any other entry with them. Its writers build it
 * from the case itself (`entradaDoCaso`, server/features/denuncias/avisos.ts), never by copying.
 */
/** The actions of the site's content (`conteudo_…`, server/features/conteudo/service.ts). */
export type AcaoDeConteudo = Extract<AuditAction, `conteudo_${string}`>;

export type NewAuditEntry =
  | (EntradaBase & { acao: Exclude<AuditAction, AcaoDeCaso>; excluirPapeis?: never })
  | (EntradaBase & { acao: AcaoDeCaso; excluirPapeis: Exclusao });
