/**
 * What counts as an unread answer on a help-desk ticket (docs/product/atendimentos.md, "Respostas
 * não lidas"): the one rule the owner's lists (`resposta_nao_lida`), the badge count
 * (`meus_atendimentos.respondidos`) and the reading that moves the mark go through. It lives in
 * `core` because two features read it (atendimentos and eventos, which may not import each other:
 * docs/decisions/012-feature-isolation.md). The mark is a protected column: the features' database
 * type has none, so only this module reads or writes it (docs/decisions/080-colunas-protegidas.md;
 * the ways round it, refused, in server/features/atendimentos/marca-protegida.unit.test.ts). A test
 * checks every reader on hand-worked tickets, on SQLite and PostgreSQL
 * (server/test/regras-do-suporte.test.ts).
 *
 * A ticket keeps up to which message its owner has been shown (`lido_ate_colaborador`, null:
 * none). An answer is a message from support (`remetente = 'suporte'`; internal notes are another
 * table and never count); it is unread while its id is greater than the mark. Only the owner has
 * a mark: staff have no unread state.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Remetente } from '../../common/schemas/atendimentos.js';
import type { DatabaseDasFeatures, Db } from '../db/index.js';
import type { NovoEvento } from './eventos.js';
import { atualizarEConcluir, type RegistrosNoBanco } from './fim-da-escrita.js';

/** Who writes an answer. */
const QUEM_RESPONDE: Remetente = 'suporte';

declare const MARCA: unique symbol;

/**
 * The owner's mark as a ticket read with `marcaDoDono` carries it: opaque outside this module, so
 * that only the rules below compare it. The features' database type has no such column
 * (server/db/index.ts, `ColunasProtegidas`; docs/decisions/080-colunas-protegidas.md).
 */
export interface MarcaDoDono {
  readonly [MARCA]: true;
}

/** The mark of the ticket in the query, read as `tabela`: the id of the newest message shown, 0 for none. */
const marcaDe = (tabela: string) =>
  sql<number>`coalesce(${sql.ref(`${tabela}.lido_ate_colaborador`)}, 0)`;
const marca = marcaDe('atendimentos');

/** Selects the ticket's mark, as `marca_do_dono`. */
export const marcaDoDono = sql<MarcaDoDono>`${marca}`.as('marca_do_dono');

const valorDa = (m: MarcaDoDono): number => Number(m as unknown as number);

/** On `mensagens`: an answer newer than `depoisDe` (a mark). */
function respostaDepoisDe(
  eb: ExpressionBuilder<DatabaseDasFeatures, 'mensagens'>,
  depoisDe: Expression<number> | number,
): Expression<SqlBool> {
  return eb.and([eb('mensagens.remetente', '=', QUEM_RESPONDE), eb('mensagens.id', '>', depoisDe)]);
}

/** The ticket read as `tabela` has an answer its owner has not been shown. */
function naoLidaEm(eb: ExpressionBuilder<DatabaseDasFeatures, never>, tabela: string) {
  return eb.exists(
    eb
      .selectFrom('mensagens')
      .select('mensagens.id')
      .where('mensagens.atendimento_id', '=', sql.ref<number>(`${tabela}.id`))
      .where((m) => respostaDepoisDe(m, marcaDe(tabela))),
  );
}

/** On `atendimentos`: the ticket has an answer its owner has not been shown. */
export function temRespostaNaoLida(eb: ExpressionBuilder<DatabaseDasFeatures, 'atendimentos'>) {
  return naoLidaEm(eb as unknown as ExpressionBuilder<DatabaseDasFeatures, never>, 'atendimentos');
}

/**
 * For a list of tickets read as `tabela` (`atendimentos as a`): selects whether each has an
 * answer its owner has not been shown, as `resposta_nao_lida` (1 or 0 on SQLite, true or false on
 * PostgreSQL: read it with `Boolean`). Meaningful only to the ticket's owner.
 */
export const respostaNaoLidaNaLista =
  (tabela: string) => (eb: ExpressionBuilder<DatabaseDasFeatures, never>) =>
    naoLidaEm(eb, tabela).$castTo<boolean | number>().as('resposta_nao_lida');

/** Whether showing the owner the messages up to `ateId` moves the mark: it only moves forward. */
export const moveAMarca = (antes: MarcaDoDono, ateId: number): boolean => ateId > valorDa(antes);

/**
 * The answer from support, if any, among the messages after the mark `antes` up to `ateId`:
 * moving the owner's mark across them changes the owner's count.
 */
const respostaEntre = (db: Db, atendimentoId: number, antes: MarcaDoDono, ateId: number) =>
  db
    .selectFrom('mensagens')
    .select('mensagens.id')
    .where('mensagens.atendimento_id', '=', atendimentoId)
    .where((eb) => eb.and([respostaDepoisDe(eb, valorDa(antes)), eb('mensagens.id', '<=', ateId)]))
    .limit(1);

/**
 * Moves the owner's mark forward from `antes` (as the ticket was read) to `ateId`, and when that
 * passes an answer from support, publishes `evento` with it (the owner's count changed): one
 * statement on PostgreSQL, no transaction (`atualizarEConcluir`,
 * docs/decisions/088-marca-numa-instrucao.md), whose commit does not wait for the disk
 * (docs/decisions/091-marca-sem-esperar-o-disco.md). A mark already at `ateId` or beyond stays, and
 * nothing is published.
 */
export async function avancarMarca(
  handle: RegistrosNoBanco,
  atendimentoId: number,
  antes: MarcaDoDono,
  ateId: number,
  evento: NovoEvento,
): Promise<void> {
  await atualizarEConcluir(
    handle,
    (db) =>
      db
        .updateTable('atendimentos')
        .set({ lido_ate_colaborador: ateId })
        .where('id', '=', atendimentoId)
        .where(marca, '<', ateId)
        .returning('id'),
    {
      eventos: [evento],
      se: (db) => respostaEntre(db, atendimentoId, antes, ateId),
      // redone by the next poll if a crash of the database loses it
      durabilidade: 'naoEsperaODisco',
    },
  );
}
