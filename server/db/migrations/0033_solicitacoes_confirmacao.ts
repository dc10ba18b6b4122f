/**
 * A visitor's privacy request is confirmed by its e-mail first
 * (docs/decisions/056-confirmacao-das-solicitacoes.md):
 *  - `confirmacao_hash`: the SHA-256 of the link's random token (the token itself is never
 *    stored), kept after use so a second click is told the link was used;
 *    `confirmacao_expira_em`: 24 h after the request; `confirmada_em`: when the link was followed
 *    (the request enters the queue and its deadline starts then);
 *  - `complemento`: what compliance asked the person to add (status `complemento_solicitado`);
 *  - `resposta_lida_em`: a visitor read the answer on /privacidade (with protocol and e-mail).
 * Requests made before this migration are left as they were: in the queue, shown as not verified.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts } = columns(dialect);
  const coluna = (nome: string, tipo: 'text' | typeof ts) =>
    db.schema.alterTable('solicitacoes_privacidade').addColumn(nome, tipo).execute();
  await coluna('confirmacao_hash', 'text');
  await coluna('confirmacao_expira_em', ts);
  await coluna('confirmada_em', ts);
  await coluna('complemento', 'text');
  await coluna('resposta_lida_em', ts);
  await db.schema
    .createIndex('solicitacoes_privacidade_confirmacao')
    .on('solicitacoes_privacidade')
    .column('confirmacao_hash')
    .unique()
    .execute();
}
