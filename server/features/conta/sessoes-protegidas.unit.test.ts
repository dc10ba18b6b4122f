/**
 * A session is read, used and ended only in server/core/sessoes.ts (docs/decisions/080-colunas-protegidas.md):
 * the features' database has no `sessoes` table, and lint refuses the SQL text that names it. Here
 * a feature tries each way round: every `@ts-expect-error` fails the typecheck the day its line
 * compiles, and the texts are linted as a file of this feature.
 */
import { describe } from 'vitest';
import { lintRecusa } from '../../test/restricoes-do-lint.js';
import type { Db } from '../../db/index.js';

/** Never called: the compiler reads it. */
export async function tentativas(db: Db, id: string) {
  // @ts-expect-error 1. reading a session around the cache
  await db.selectFrom('sessoes').selectAll().where('id', '=', id).execute();
  // @ts-expect-error 2. ending one by deleting its row
  await db.deleteFrom('sessoes').where('id', '=', id).execute();
  // @ts-expect-error 3. keeping one alive
  await db.updateTable('sessoes').set({ ultimo_uso_em: '' }).execute();
  await db
    .selectFrom('users')
    // @ts-expect-error 4. through a join
    .innerJoin('sessoes', 'sessoes.usuario_id', 'users.id')
    .selectAll()
    .execute();
}

const TEXTOS: Record<string, string> = {
  '5. raw SQL': 'export const q = (u: number) => sql`delete from sessoes where usuario_id = ${u}`;',
  '6. raw SQL, quoted': 'export const q = sql`SELECT * FROM "sessoes"`;',
  '7. the table by name': "export const q = sql.table('sessoes');",
};

describe('sessions, out of a feature’s reach', () => {
  lintRecusa(TEXTOS, { naFeature: 'server/features/conta/tentativa.ts', doDono: '5. raw SQL' });
});
