/**
 * Passkeys (docs/product/conta.md, "Chaves de acesso"; docs/decisions/073-chaves-de-acesso.md):
 *  - `passkeys`: a person's WebAuthn credentials: the credential's id and public key (COSE,
 *    base64url), its signature counter, the transports the browser named, a readable name, when
 *    it was added and last used. Removed with the account (cascade), on a reset by a manager, a
 *    deactivation and an anonymisation.
 *  - `desafios_passkey`: the challenges handed to the browser, kept as their SHA-256, for 5
 *    minutes and one use, in the database so that any instance accepts them. A registration's
 *    challenge belongs to the signed-in person; a sign-in's to nobody yet.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull } = columns(dialect);
  await id(db.schema.createTable('passkeys'))
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('credencial_id', 'text', (c) => c.notNull().unique())
    .addColumn('chave_publica', 'text', notNull)
    .addColumn('contador', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transportes', 'text')
    .addColumn('nome', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .addColumn('ultimo_uso_em', ts)
    .execute();
  await db.schema.createIndex('passkeys_usuario').on('passkeys').column('usuario_id').execute();

  await db.schema
    .createTable('desafios_passkey')
    .addColumn('desafio_hash', 'text', (c) => c.primaryKey())
    .addColumn('tipo', 'text', notNull)
    .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expira_em', ts, notNull)
    .addColumn('usado_em', ts)
    .execute();

  for (const table of ['passkeys', 'desafios_passkey']) await avisarMudancas(db, dialect, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('desafios_passkey').ifExists().execute();
  await db.schema.dropTable('passkeys').ifExists().execute();
}
