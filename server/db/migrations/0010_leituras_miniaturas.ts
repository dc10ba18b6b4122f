/**
 * What the owner of a ticket has read (docs/product/atendimentos.md, "Respostas não lidas"):
 * `atendimentos.lido_ate_colaborador`, the id of the newest message the owner has been shown
 * (null: none yet). Tickets that exist already are marked read up to their newest message, so no
 * old answer shows as new the day this arrives.
 *
 * `mensagens.miniatura`: the stored name of a photo's thumbnail, made at upload (320 px wide JPEG,
 * no metadata; docs/product/atendimentos.md "Dados móveis"); null for other files and for photos
 * sent before.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('atendimentos').addColumn('lido_ate_colaborador', 'integer').execute();
  await db.schema.alterTable('mensagens').addColumn('miniatura', 'text').execute();
  await sql`
    update atendimentos set lido_ate_colaborador =
      (select max(m.id) from mensagens m where m.atendimento_id = atendimentos.id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mensagens').dropColumn('miniatura').execute();
  await db.schema.alterTable('atendimentos').dropColumn('lido_ate_colaborador').execute();
}
