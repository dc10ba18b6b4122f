/**
 * Two-factor sign-in (docs/product/conta.md, "Verificação em duas etapas"):
 *  - `users.mfa_segredo`: the TOTP secret, encrypted (server/lib/cofre.ts); while `mfa_ativo` is
 *    0 it is an enrolment not yet confirmed. `mfa_ultimo_passo`: the last 30-second step whose
 *    code was accepted, so that code is refused a second time.
 *  - `codigos_recuperacao`: the 10 single-use codes, as HMACs only.
 *  - `desafios_login`: the step between the password and the code, hashed, 5 minutes, used once.
 *  - `mfa_obrigatorio`: the roles whose members must enrol.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull } = columns(dialect);
  await db.schema.alterTable('users').addColumn('mfa_segredo', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('mfa_ativo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('mfa_ultimo_passo', 'bigint').execute();

  await id(db.schema.createTable('codigos_recuperacao'))
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('codigo_hash', 'text', notNull)
    .addColumn('usado_em', ts)
    .addColumn('criado_em', ts, notNull)
    .execute();
  await db.schema
    .createIndex('codigos_recuperacao_usuario')
    .on('codigos_recuperacao')
    .columns(['usuario_id', 'codigo_hash'])
    .execute();

  await db.schema
    .createTable('desafios_login')
    .addColumn('desafio_hash', 'text', (c) => c.primaryKey())
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_version', 'integer', notNull)
    .addColumn('expira_em', ts, notNull)
    .addColumn('usado_em', ts)
    .execute();

  await db.schema
    .createTable('mfa_obrigatorio')
    .addColumn('papel', 'text', (c) => c.primaryKey())
    .execute();

  for (const table of ['codigos_recuperacao', 'desafios_login', 'mfa_obrigatorio'])
    await avisarMudancas(db, dialect, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mfa_obrigatorio').ifExists().execute();
  await db.schema.dropTable('desafios_login').ifExists().execute();
  await db.schema.dropTable('codigos_recuperacao').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('mfa_ultimo_passo').execute();
  await db.schema.alterTable('users').dropColumn('mfa_ativo').execute();
  await db.schema.alterTable('users').dropColumn('mfa_segredo').execute();
}
