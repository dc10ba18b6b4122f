/**
 * A case's excluded roles are read only by their module in server/core
 * (docs/decisions/080-colunas-protegidas.md). Here a feature tries to go around it in every
 * spelling the code has used or could: each attempt must be refused — by the compiler (each
 * `@ts-expect-error` below fails the typecheck the day its line compiles) or by lint (the texts at
 * the end, linted as a file of this feature).
 */
import { describe } from 'vitest';
import { lintRecusa } from '../../test/restricoes-do-lint.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import type { NewAuditEntry } from '../../core/audit.js';
import { podeLerCaso } from '../../core/ouvidoria-acesso.js';
import type { Db } from '../../db/index.js';
import type { CasoRow } from './repository.js';

/** Never called: the compiler reads it. */
export async function tentativas(db: Db, caso: CasoRow) {
  const rh = { role: 'rh' as const };
  // @ts-expect-error 1. selecting the column by its name
  await db.selectFrom('denuncias').select('excluir_papeis').execute();
  // @ts-expect-error 2. with the table's prefix
  await db.selectFrom('denuncias').select('denuncias.excluir_papeis').execute();
  // @ts-expect-error 3. under another name
  await db.selectFrom('denuncias').select('excluir_papeis as e').execute();
  await db
    .selectFrom('denuncias')
    .selectAll()
    // @ts-expect-error 4. deciding in the query
    .where('excluir_papeis', 'not like', '%,rh,%')
    .execute();
  const linha = await db.selectFrom('denuncias').selectAll().executeTakeFirstOrThrow();
  // @ts-expect-error 5. from a whole row
  void linha.excluir_papeis;
  // @ts-expect-error 6. with optional chaining
  void linha?.excluir_papeis?.includes(',rh,');
  // @ts-expect-error 7. with brackets
  void linha['excluir_papeis'];
  // @ts-expect-error 8. by destructuring
  const { excluir_papeis: _desestruturada } = linha;
  // @ts-expect-error 9. reading the opaque value a case carries as text
  void caso.exclusao.includes(',rh,');
  // @ts-expect-error 10. a hand-made column value where the rule takes a case's
  void podeLerCaso(rh, ',rh,');
  const _copiada: NewAuditEntry = {
    actor: null,
    acao: AUDIT_ACTIONS.denunciaNota,
    detalhes: '',
    // @ts-expect-error 11. an audit entry's audience copied by hand
    excluirPapeis: ',rh,',
  };
  // @ts-expect-error 12. an entry about a case without its audience
  const _semPublico: NewAuditEntry = {
    actor: null,
    acao: AUDIT_ACTIONS.denunciaNota,
    detalhes: '',
  };
  await db
    .updateTable('denuncias')
    // @ts-expect-error 13. changing who may read a case
    .set({ excluir_papeis: '' })
    .execute();
  await db
    .insertInto('denuncias')
    .values({
      categoria: 'outro',
      descricao: '',
      anonimato: 1,
      criado_em: '',
      nome: null,
      protocolo: null,
      chave_hash: null,
      responsavel_id: null,
      confirmada_em: null,
      encerrada_em: null,
      // @ts-expect-error 14. a new case with exclusions written by hand
      excluir_papeis: '',
    })
    .execute();
  // @ts-expect-error 15. an event's audience
  await db.selectFrom('eventos').select('eventos.excluir_papeis').execute();
  const evento = await db.selectFrom('eventos').selectAll().executeTakeFirstOrThrow();
  // @ts-expect-error 16. from a whole event
  void evento.excluir_papeis;
  await db
    .selectFrom('audit_log')
    .selectAll()
    // @ts-expect-error 17. an audit entry's audience
    .where('audit_log.excluir_papeis', 'is', null)
    .execute();
}

/** What the types cannot see, linted as a file of this feature. */
const TEXTOS: Record<string, string> = {
  '18. raw SQL without the table':
    'export const q = (p: string) => sql`excluir_papeis not like ${p}`;',
  '19. raw SQL with the table': "export const q = sql`denuncias.excluir_papeis like '%,rh,%'`;",
  '20. a reference by name': "export const q = sql.ref('denuncias.excluir_papeis');",
  '21. raw text': "export const q = sql.raw('excluir_papeis');",
  '22. the whole database type':
    "import type { Database } from '../../db/schema.js';\nexport type D = Database;",
  '23. the whole database':
    "import { completo } from '../../db/completo.js';\nexport const c = completo;",
};

describe('a case’s excluded roles, out of a feature’s reach', () => {
  lintRecusa(TEXTOS, {
    naFeature: 'server/features/denuncias/tentativa.ts',
    doDono: '18. raw SQL without the table',
  });
});
