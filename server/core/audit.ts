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
 * Each entry is chained to the one before it (server/core/audit-cadeia.ts); on PostgreSQL the
 * chain is extended under the lock of server/core/ordem-dos-registros.ts, taken here, so write the
 * entry after the transaction's other changes. Its id is drawn under that lock too, so id order is
 * chain order. Reading and verifying the log is the auditoria feature's business
 * (server/features/auditoria).
 */
import type { AuditAction } from '../../common/auditoria.js';
import { now, type Trx } from '../db/index.js';
import { SeloDaAuditoria } from '../lib/auditoria-chave.js';
import { avancarCabeca, hashDoRegistro, lerCabeca } from './audit-cadeia.js';
import { travarOrdemDosRegistros } from './ordem-dos-registros.js';

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

export async function recordAudit(trx: Trx, entry: NewAuditEntry): Promise<void> {
  const selo = seloDe(trx);
  await travarOrdemDosRegistros(trx, selo.dialect);
  const cabeca = await lerCabeca(trx);
  if (cabeca && cabeca.chave !== selo.identificacao()) {
    throw new Error('A chave da auditoria não é a que selou a cadeia deste banco.');
  }
  const anterior = cabeca?.ultimo_hash ?? '';
  const valores = {
    data_hora: now(),
    usuario_id: entry.actor?.id ?? null,
    usuario_nome: entry.actor?.nome ?? null,
    login: entry.actor?.login ?? entry.login ?? null,
    acao: entry.acao,
    detalhes: entry.detalhes,
    hash_anterior: anterior,
  };
  const { id } = await trx
    .insertInto('audit_log')
    .values({ ...valores, excluir_papeis: entry.excluirPapeis || null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const hash = hashDoRegistro(selo.chave(), { ...valores, id });
  await trx.updateTable('audit_log').set({ hash }).where('id', '=', id).execute();
  await avancarCabeca(trx, selo, !!cabeca, {
    ultimo_id: Number(id),
    ultimo_hash: hash,
    quantidade: Number(cabeca?.quantidade ?? 0) + 1,
  });
}

/** The key of the transaction's database (server/db/index.ts installs it on every handle). */
function seloDe(trx: Trx): SeloDaAuditoria {
  const selo = trx.getExecutor().plugins.find((p) => p instanceof SeloDaAuditoria);
  if (!selo) throw new Error('Banco aberto sem a chave da auditoria (server/db/index.ts).');
  return selo;
}
