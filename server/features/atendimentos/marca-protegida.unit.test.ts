/**
 * What counts as an unread answer is decided only in server/core/respostas-nao-lidas.ts: the
 * owner's read mark (`lido_ate_colaborador`) is a protected column
 * (docs/decisions/080-colunas-protegidas.md). Here the chat tries each way round it that the code
 * has used or could: every `@ts-expect-error` fails the typecheck the day its line compiles, and
 * the texts at the end are linted as a file of this feature.
 */
import { describe } from 'vitest';
import { lintRecusa } from '../../test/restricoes-do-lint.js';
import { avancarMarca, moveAMarca } from '../../core/respostas-nao-lidas.js';
import type { Db } from '../../db/index.js';
import type { AtendimentoLido, AtendimentoRow } from './repository.js';

/** Never called: the compiler reads it. */
export async function tentativas(db: Db, ticket: AtendimentoLido, row: AtendimentoRow) {
  // @ts-expect-error 1. selecting the mark by its name
  await db.selectFrom('atendimentos').select('lido_ate_colaborador').execute();
  // @ts-expect-error 2. with the table's prefix, under another name
  await db.selectFrom('atendimentos').select('atendimentos.lido_ate_colaborador as m').execute();
  await db
    .selectFrom('atendimentos')
    .selectAll()
    // @ts-expect-error 3. deciding "unread" in the query
    .where('lido_ate_colaborador', '<', 10)
    .execute();
  const linha = await db.selectFrom('atendimentos').selectAll().executeTakeFirstOrThrow();
  // @ts-expect-error 4. from a whole row, with a default
  void (linha.lido_ate_colaborador ?? 0);
  // @ts-expect-error 5. from the row the chat reads, with optional chaining and brackets
  void row?.['lido_ate_colaborador'];
  // @ts-expect-error 6. by destructuring
  const { lido_ate_colaborador: _desestruturada } = ticket;
  // @ts-expect-error 7. comparing the opaque mark as a number
  void (ticket.marca_do_dono < 10);
  // @ts-expect-error 8. a hand-made mark where the rule takes the ticket's
  void moveAMarca(0, 10);
  // @ts-expect-error 9. the same, moving the mark (and telling the owner) from a hand-made one
  void avancarMarca(null as never, 1, 5, 10, null as never);
  await db
    .updateTable('atendimentos')
    // @ts-expect-error 10. moving the mark around the rule (backwards, say)
    .set({ lido_ate_colaborador: 0 })
    .execute();
}

/** What the types cannot see, linted as a file of this feature. */
const TEXTOS: Record<string, string> = {
  '11. raw SQL without the table':
    'export const q = sql`m.id > coalesce(lido_ate_colaborador, 0)`;',
  '12. a reference by name': "export const q = sql.ref('atendimentos.lido_ate_colaborador');",
  '13. an update written as text':
    'export const q = (id: number) => sql`update atendimentos set lido_ate_colaborador = ${id}`;',
};

describe('the owner’s read mark, out of the chat’s reach', () => {
  lintRecusa(TEXTOS, {
    naFeature: 'server/features/atendimentos/tentativa.ts',
    doDono: '11. raw SQL without the table',
  });
});
