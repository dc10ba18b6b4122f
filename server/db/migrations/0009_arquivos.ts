/**
 * Uploaded files kept in the database (docs/decisions/020-arquivos-no-banco.md): every instance
 * on one PostgreSQL serves every file, and a backup of the database holds them. The stored name
 * (32 random hex characters and our extension) stays the file's identity; the rows that show a
 * file (a chat message's `arquivos`, an Ouvidoria case's `denuncia_anexos`) refer to it by name.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, notNull } = columns(dialect);
  await db.schema
    .createTable('arquivos_armazenados')
    .addColumn('nome', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', notNull)
    .addColumn('tamanho', 'integer', notNull)
    .addColumn('conteudo', dialect === 'postgres' ? sql`bytea` : sql`blob`, notNull)
    .addColumn('criado_em', ts, notNull)
    .execute();
  await avisarMudancas(db, dialect, 'arquivos_armazenados');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('arquivos_armazenados').ifExists().execute();
}
