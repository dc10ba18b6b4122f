/**
 * Whether a ticket is late is judged only in server/core/situacao-sla.ts: its due times
 * (`primeira_resposta_ate`, `resolucao_ate`, `prazo`, `risco_em`) are protected columns
 * (docs/decisions/080-colunas-protegidas.md). Here the help desk tries each way round the rule that
 * the code has used or could: every `@ts-expect-error` fails the typecheck the day its line
 * compiles, and the texts at the end are linted as a file of this feature.
 */
import { describe } from 'vitest';
import { lintRecusa } from '../../test/restricoes-do-lint.js';
import {
  figurasDoAtendimento,
  situacaoSla,
  vencimentosDe,
  type FatosDoAtendimento,
} from '../../core/situacao-sla.js';
import type { AtendimentoRow, Db } from '../../db/index.js';
import type { ItemRow } from './mesa/repository.js';

/** Never called: the compiler reads it. */
export async function tentativas(db: Db, row: AtendimentoRow, item: ItemRow, agora: string) {
  // @ts-expect-error 1. selecting a due time by its name
  await db.selectFrom('atendimentos').select('prazo').execute();
  // @ts-expect-error 2. with the lists' alias, under another name
  await db.selectFrom('atendimentos as a').select('a.risco_em as r').execute();
  await db
    .selectFrom('atendimentos')
    .selectAll()
    // @ts-expect-error 3. judging "late" in the query
    .where('resolucao_ate', '<', agora)
    .execute();
  await db
    .selectFrom('atendimentos')
    .selectAll()
    // @ts-expect-error 4. the same, the instant first
    .where((eb) => eb(eb.val(agora), '>', eb.ref('primeira_resposta_ate')))
    .execute();
  // @ts-expect-error 5. sorting by it around the panel's order
  await db.selectFrom('atendimentos').selectAll().orderBy('prazo').execute();
  const linha = await db.selectFrom('atendimentos').selectAll().executeTakeFirstOrThrow();
  // @ts-expect-error 6. from a whole row, with a default
  void (linha.risco_em ?? agora);
  // @ts-expect-error 7. from the ticket the desk locks, with optional chaining and brackets
  void row?.['prazo'];
  // @ts-expect-error 8. by destructuring
  const { resolucao_ate: _desestruturado } = row;
  // @ts-expect-error 9. the opaque due time read as an instant
  void new Date(item.prazo!);
  // @ts-expect-error 10. or parsed
  void Date.parse(item.risco_em!);
  // @ts-expect-error 11. or compared with now
  void (item.resolucao_ate! < agora);
  // @ts-expect-error 12. a hand-made due time where the rule takes the stored one
  void situacaoSla({ ...item, primeira_resposta_ate: agora }, new Date());
  const fatos = {} as FatosDoAtendimento;
  // @ts-expect-error 13. hand-made figures to be shown
  void figurasDoAtendimento({ ...item, prazo: agora }, fatos, new Date());
  await db
    .updateTable('atendimentos')
    // @ts-expect-error 14. moving a due time around the calendar
    .set({ prazo: agora })
    .execute();
  // the one way in: opaque, under their names
  const vencimentos = await db.selectFrom('atendimentos as a').select(vencimentosDe('a')).execute();
  void vencimentos.map((v) => v.prazo === null);
}

/** What the types cannot see, linted as a file of this feature. */
const TEXTOS: Record<string, string> = {
  '15. raw SQL without the table': 'export const q = (t: string) => sql`risco_em <= ${t}`;',
  '16. the lists’ alias in raw SQL':
    'export const q = sql`case when a.prazo is not null then 0 else 1 end`;',
  '17. a reference by name': "export const q = sql.ref('atendimentos.resolucao_ate');",
  '18. an update written as text':
    'export const q = (t: string) => sql`update atendimentos set primeira_resposta_ate = ${t}`;',
};

describe('a ticket’s due times, out of the help desk’s reach', () => {
  lintRecusa(TEXTOS, {
    naFeature: 'server/features/atendimentos/tentativa.ts',
    doDono: '15. raw SQL without the table',
  });
});
