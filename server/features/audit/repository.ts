import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/index.js';
import type { AuditAction } from '../../../common/audit.js';

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
