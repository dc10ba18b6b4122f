/**
 * The support panel's name filter ignores accents and case, as Gestão de Usuários does
 * (docs/product/atendimentos.md, "Painel"): `atendimentos.usuario_nome_busca` keeps the owner's
 * name folded by the same rule (`fold`, common/text.ts), written with the ticket. Neither SQLite
 * nor PostgreSQL (without an extension) folds accents, so the folded copy is stored. Tickets
 * opened before this migration get theirs here.
 */
import { sql, type Kysely } from 'kysely';
import { fold } from '../../../common/text.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('atendimentos').addColumn('usuario_nome_busca', 'text').execute();
  const nomes = await sql<{ usuario_nome: string }>`
    select distinct usuario_nome from atendimentos`.execute(db);
  for (const { usuario_nome } of nomes.rows) {
    await sql`update atendimentos set usuario_nome_busca = ${fold(usuario_nome)}
      where usuario_nome = ${usuario_nome}`.execute(db);
  }
}
