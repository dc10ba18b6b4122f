/**
 * A ticket its owner closed before any staff answer (docs/product/atendimentos.md, "Prazos"):
 * `atendimentos.encerrado_sem_resposta_em`, the closing instant. Such a ticket was neither
 * answered nor resolved; closing used to mark it resolved, so reports read "resolved within the
 * SLA" for tickets nobody answered (docs/decisions/032-*.md).
 *
 * Tickets closed that way before this migration are found by their closing audit entry, written
 * by the owner ("Encerrou o atendimento de suporte #N." with no name after it), and lose the
 * resolution they never had.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts } = columns(dialect);
  await db.schema.alterTable('atendimentos').addColumn('encerrado_sem_resposta_em', ts).execute();
  await sql`
    update atendimentos set
      encerrado_sem_resposta_em = resolvido_em,
      pausado_em = resolvido_em,
      resolvido_em = null,
      resolucao_minutos = null,
      etapa = 'novo',
      prazo = null,
      risco_em = null
    where status = 'fechado'
      and primeira_resposta_em is null
      and resolvido_em is not null
      and exists (
        select 1 from audit_log a
        where a.acao = 'atendimento_fechado'
          and a.usuario_id = atendimentos.usuario_id
          and a.detalhes = 'Encerrou o atendimento de suporte #' || atendimentos.id || '.'
      )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('atendimentos').dropColumn('encerrado_sem_resposta_em').execute();
}
