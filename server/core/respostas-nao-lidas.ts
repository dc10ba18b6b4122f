/**
 * What counts as an unread answer on a help-desk ticket (docs/product/atendimentos.md, "Respostas
 * não lidas"): the one rule the owner's lists (`resposta_nao_lida`), the badge count
 * (`meus_atendimentos.respondidos`) and the reading that moves the mark go through. It lives in
 * `core` because two features read it (atendimentos and eventos, which may not import each other:
 * docs/decisions/012-feature-isolation.md). A test fails if the mark is read anywhere else
 * (server/core/respostas-nao-lidas.unit.test.ts); another checks every reader on hand-worked
 * tickets, on SQLite and PostgreSQL (server/test/regras-do-suporte.test.ts).
 *
 * A ticket keeps up to which message its owner has been shown (`lido_ate_colaborador`, null:
 * none). An answer is a message from support (`remetente = 'suporte'`; internal notes are another
 * table and never count); it is unread while its id is greater than the mark. Only the owner has
 * a mark: staff have no unread state.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Remetente } from '../../common/schemas/atendimentos.js';
import type { Database } from '../db/schema.js';

/** Who writes an answer. */
const QUEM_RESPONDE: Remetente = 'suporte';

/** The owner's mark as the rule reads it: the id of the newest message shown, 0 for none. */
export const marcaDoDono = (ticket: { lido_ate_colaborador: number | null }): number =>
  ticket.lido_ate_colaborador ?? 0;

/** The mark of the ticket in the query (`atendimentos`), as the rule reads it. */
function marca(eb: ExpressionBuilder<Database, 'atendimentos'>): Expression<number> {
  return eb.fn.coalesce('atendimentos.lido_ate_colaborador', eb.val(0));
}

/** On `mensagens`: an answer newer than `depoisDe` (a mark). */
function respostaDepoisDe(
  eb: ExpressionBuilder<Database, 'mensagens'>,
  depoisDe: Expression<number> | number,
): Expression<SqlBool> {
  return eb.and([eb('mensagens.remetente', '=', QUEM_RESPONDE), eb('mensagens.id', '>', depoisDe)]);
}

/** On `atendimentos`: the ticket has an answer its owner has not been shown. */
export function temRespostaNaoLida(eb: ExpressionBuilder<Database, 'atendimentos'>) {
  return eb.exists(
    eb
      .selectFrom('mensagens')
      .select('mensagens.id')
      .whereRef('mensagens.atendimento_id', '=', 'atendimentos.id')
      .where((m) => respostaDepoisDe(m, marca(eb))),
  );
}

/**
 * On `mensagens` (of one ticket): an answer that was unread with the mark at `antes` and is read
 * with it at `depois` — moving the mark so passed an answer, and the owner's count changes.
 */
export function respostaLidaAgora(antes: number, depois: number) {
  return (eb: ExpressionBuilder<Database, 'mensagens'>): Expression<SqlBool> =>
    eb.and([respostaDepoisDe(eb, antes), eb('mensagens.id', '<=', depois)]);
}

/**
 * On `atendimentos`: the mark is behind `ateId`, so showing the messages up to it moves the mark
 * (it only moves forward).
 */
export function marcaAntesDe(ateId: number) {
  return (eb: ExpressionBuilder<Database, 'atendimentos'>): Expression<SqlBool> =>
    eb(marca(eb), '<', ateId);
}
